package app.nivedya.seva;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
