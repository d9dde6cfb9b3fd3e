/** Help pages (spec §2 help buttons), keyed by the page names the screens ask for. */
export const DEMO_HELP_ENTRIES: readonly { pageName: string; title: string; contentHtml: string }[] = [
  {
    pageName: 'devotee-transaction-details',
    title: 'Your booking',
    contentHtml:
      '<p>This page shows one booking: each seva with its perform date, the name and star it is offered for, and its amount.</p><ul><li><strong>Seva Approved</strong>: the temple has confirmed the seva.</li><li><strong>Approval Pending</strong>: a pre-booked seva waits for the temple to allot a date.</li><li><strong>Seva Rejected</strong>: the temple could not perform it; the amount is refunded.</li></ul><p>Tap <strong>Download Receipt</strong> for a receipt you can print or show at the temple counter. Tap <strong>Edit</strong>, when shown, to change the date, name or star.</p>',
  },
  {
    pageName: 'devotee-transaction-list',
    title: 'Your orders',
    contentHtml:
      '<p>Every order you have paid for, newest first, with the temple, booking number, date and total.</p><p>Tap an order to see its sevas and download the receipt.</p>',
  },
  {
    pageName: 'perform-postpond',
    title: 'Change or allot the perform date',
    contentHtml:
      '<p>Choose the <strong>Pooja Date</strong>: dates before the earliest allowed date cannot be picked. You may also correct the devotee name and star and add remarks for the priest.</p><p>Press <strong>SAVE</strong> to update the booking. For a pre-booked seva, saving allots the date and the devotee is told by SMS.</p>',
  },
  {
    pageName: 'devotee-virtual-qdetails',
    title: 'Your darshan token',
    contentHtml:
      '<p>Show this QR code at the queue entrance at the time of your slot. The number below the code is your token number.</p><ul><li>Reach the temple fifteen minutes before your slot.</li><li>Every devotee in the booking must come together.</li></ul>',
  },
  {
    pageName: 'user-help',
    title: 'How to book a seva',
    contentHtml:
      '<ol><li>Choose a temple from the list or search for it.</li><li>Pick a seva, the date, the devotee name and star (ShubhaNakshathram if you do not know the star).</li><li>Add it to the cart; add more sevas if you like.</li><li>Open the cart and pay online. Your receipt appears at once and is sent to you by SMS.</li></ol><p>Questions? Use <strong>Contact Us</strong> in the menu.</p>',
  },
  {
    pageName: 'login',
    title: 'Logging in',
    contentHtml:
      '<p>Log in with your mobile number: we send a six-digit OTP by SMS, valid for five minutes.</p><p>If you have set a password you may log in with your mobile number or email and the password instead. Forgot it? Choose <strong>Forgot password</strong> to reset it with an OTP.</p>',
  },
  {
    pageName: 'bank-details-checkout',
    title: 'Paying by bank transfer',
    contentHtml:
      '<p>Transfer the amount shown to the temple trust account, quoting your booking number as the reference. The temple confirms the booking once the transfer reaches its account.</p>',
  },
];
