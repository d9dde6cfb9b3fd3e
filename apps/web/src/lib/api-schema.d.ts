/**
 * The API as the server describes it, generated from its OpenAPI document (/api/openapi.json) by
 * openapi-typescript. Do not edit: change the route's schema on the server, then run
 * `npm run api:types` and commit the result (scripts/api-types.test.ts fails until you do).
 */

export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process serves */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database answers and has this build's migrations */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/help': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          pageName?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                pageName: string;
                title: string;
                query: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/help/{helpId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          helpId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              pageName: string;
              title: string;
              query: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stars': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                name: string;
                nameNarration: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                name: string;
                nameNarration: string | null;
                state: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/genders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                name: string;
                nameNarration: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/birth-months': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                name: string;
                nameNarration: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/app-version': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          platform?: 'android' | 'ios' | 'web';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              version: string;
              isForceUpdate: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/app-ratings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** spec devotee-check-out: rate the app (the web; the Android and iOS apps use their store) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            stars: number;
            comment?: string | null;
            appVersion: string;
            /** @enum {string} */
            platform: 'web' | 'android' | 'ios';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/app-ratings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ratings of the app, newest first, with the average and the count of each star */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                stars: number;
                comment: string | null;
                appVersion: string;
                platform: string;
                userName: string | null;
                createdAt: string;
              }[];
              total: number;
              average: number | null;
              byStars: number[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/app-versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every published release, newest (current) first */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                version: string;
                isForceUpdate: boolean;
                /** @enum {string} */
                platform: 'all' | 'android' | 'ios' | 'web';
                releaseNotes: string | null;
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Publish a release: the version clients check at startup, forced or optional */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: string;
            isForceUpdate: boolean;
            /**
             * @default all
             * @enum {string}
             */
            platform?: 'all' | 'android' | 'ios' | 'web';
            releaseNotes?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              version: string;
              isForceUpdate: boolean;
              /** @enum {string} */
              platform: 'all' | 'android' | 'ios' | 'web';
              releaseNotes: string | null;
              createdAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          search?: string;
          locationId?: number;
          lat?: number;
          lon?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                code: string;
                name: string;
                nameNarration: string | null;
                address: string | null;
                place: string | null;
                location: {
                  id: number;
                  name: string;
                } | null;
                shortDescription: string | null;
                timing: string | null;
                eveningTiming: string | null;
                features: {
                  isSeva: boolean;
                  isVirtualQueue: boolean;
                  isDevoteeVisit: boolean;
                  isLiveDarshan: boolean;
                };
                latitude: number | null;
                longitude: number | null;
                logoUrl: string;
                bannerUrl: string;
                distanceKm?: number | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              name: string;
              nameNarration: string | null;
              address: string | null;
              place: string | null;
              location: {
                id: number;
                name: string;
              } | null;
              shortDescription: string | null;
              timing: string | null;
              eveningTiming: string | null;
              features: {
                isSeva: boolean;
                isVirtualQueue: boolean;
                isDevoteeVisit: boolean;
                isLiveDarshan: boolean;
              };
              latitude: number | null;
              longitude: number | null;
              logoUrl: string;
              bannerUrl: string;
              distanceKm?: number | null;
              shortCode: string | null;
              addressNarration: string | null;
              state: string;
              contacts: {
                landLine: string | null;
                mobile: string | null;
                officeNumber: string | null;
                email: string | null;
                website: string | null;
                facebook: string | null;
                whatsapp: string | null;
                displayContacts: string | null;
              };
              bankDetails: {
                bankName: string;
                branch: string | null;
                accountName: string | null;
                accountNumber: string;
                ifsc: string | null;
                upiVpa: string | null;
              } | null;
              history: string | null;
              manthra: string | null;
              mapEmbedUrl: string | null;
              videoUrl: string | null;
              launchVideoUrl: string | null;
              links: {
                sevaBooking: string | null;
                devoteeVisitBooking: string | null;
                virtualQueueBooking: string | null;
                liveDarshanBooking: string | null;
              };
              isDakshinaEnabled: boolean;
              isNameStarRequired: boolean;
              sevaBlockPeriodDays: number;
              sevaEndDate: string | null;
              timeZone: string;
              /** @enum {string} */
              starOfDayRule: 'sunrise' | 'six-nazhika';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/sevas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          groupId?: number;
          deityId?: number;
          search?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                code: string;
                name: string;
                nameNarration: string | null;
                deity: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                } | null;
                group: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                } | null;
                rate: number;
                performTime: string | null;
                prasadamTime: string | null;
                shortDescription: string | null;
                rulesRemark: string | null;
                sevaType: number;
                dayType: number;
                isContinuous: boolean;
                needsApproval: boolean;
                maxLimitPerDay: number | null;
                devoteeCount: number;
                postageCharge: number;
                delivery: {
                  isAvailable: boolean;
                  charge: number;
                  heading: string | null;
                  remarks: string | null;
                };
                endDate: string | null;
                minPerformDate: string | null;
                imageUrl: string;
                deityImageUrl: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** A new seva (sevainsert); staff-made sevas wait for the temple administrator to approve them */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            name: string;
            nameNarration?: string | null;
            deityId?: number | null;
            sevaGroupId?: number | null;
            rate: number;
            performTime?: string | null;
            prasadamTime?: string | null;
            maxLimitPerDay?: number | null;
            shortDescription?: string | null;
            rulesRemark?: string | null;
            devoteeCount?: number;
            sevaType?: 1 | 2 | 3;
            bookingType?: 1 | 2 | 3;
            dayType?: 1 | 2;
            tags?: string[];
            blockTime?: string | null;
            endDate?: string | null;
            isContinuous?: boolean;
            isApproved?: boolean;
            needsApproval?: boolean;
            isPrasadamDeliverable?: boolean;
            deliveryCharge?: number;
            deliveryHeading?: string | null;
            deliveryRemarks?: string | null;
            postageCharge?: number;
            orderNo?: number;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              code: string;
              name: string;
              nameNarration: string | null;
              deity: {
                id: number;
                name: string;
                nameNarration: string | null;
              } | null;
              group: {
                id: number;
                name: string;
                nameNarration: string | null;
              } | null;
              rate: number;
              performTime: string | null;
              prasadamTime: string | null;
              maxLimitPerDay: number | null;
              shortDescription: string | null;
              rulesRemark: string | null;
              devoteeCount: number;
              sevaType: number;
              bookingType: number;
              dayType: number;
              tags: string[];
              blockTime: string | null;
              endDate: string | null;
              isContinuous: boolean;
              isApproved: boolean;
              needsApproval: boolean;
              isPrasadamDeliverable: boolean;
              deliveryCharge: number;
              deliveryHeading: string | null;
              deliveryRemarks: string | null;
              postageCharge: number;
              orderNo: number;
              status: number;
              imageUrl: string;
              updatedAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/deities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                code: string;
                name: string;
                nameNarration: string | null;
                description: string | null;
                imageUrl: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            name: string;
            nameNarration?: string | null;
            description?: string | null;
            orderNo?: number;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              code: string;
              name: string;
              nameNarration: string | null;
              description: string | null;
              orderNo: number;
              status: number;
              sevaCount: number;
              imageUrl: string;
              updatedAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/seva-groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                code: string;
                name: string;
                nameNarration: string | null;
                sevaCount: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            name: string;
            nameNarration?: string | null;
            orderNo?: number;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              code: string;
              name: string;
              nameNarration: string | null;
              orderNo: number;
              status: number;
              sevaCount: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/special-poojas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                date: string;
                seva: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                  rate: number;
                  performTime: string | null;
                  deity: {
                    id: number;
                    name: string;
                    nameNarration: string | null;
                  } | null;
                };
                /** @enum {string} */
                status: 'open' | 'full' | 'blocked' | 'closed';
                reason:
                  | (
                      | 'VALIDATION_FAILED'
                      | 'MALFORMED_JSON'
                      | 'UNAUTHENTICATED'
                      | 'INVALID_CREDENTIALS'
                      | 'SESSION_EXPIRED'
                      | 'FORBIDDEN'
                      | 'CSRF_TOKEN_INVALID'
                      | 'NOT_FOUND'
                      | 'ROUTE_NOT_FOUND'
                      | 'METHOD_NOT_ALLOWED'
                      | 'CONFLICT'
                      | 'MOBILE_ALREADY_REGISTERED'
                      | 'EMAIL_ALREADY_REGISTERED'
                      | 'OTP_INVALID'
                      | 'OTP_EXPIRED'
                      | 'OTP_ATTEMPTS_EXCEEDED'
                      | 'PASSWORD_INCORRECT'
                      | 'PAYLOAD_TOO_LARGE'
                      | 'UNSUPPORTED_MEDIA_TYPE'
                      | 'RATE_LIMITED'
                      | 'INVALID_DATE'
                      | 'PERFORM_DATE_REQUIRED'
                      | 'BEFORE_MIN_PERFORM_DATE'
                      | 'TOO_FAR_AHEAD'
                      | 'AFTER_SEVA_END_DATE'
                      | 'WEEKDAY_NOT_ALLOWED'
                      | 'NOT_A_SPECIAL_POOJA_DATE'
                      | 'STAR_SERIES_NOT_OFFERED'
                      | 'NOT_STAR_DAY'
                      | 'TILL_DATE_INVALID'
                      | 'QUANTITY_OVER_DAILY_LIMIT'
                      | 'DATE_ALLOTTED_BY_TEMPLE'
                      | 'DELIVERY_NOT_AVAILABLE'
                      | 'DAKSHINA_NOT_ACCEPTED'
                      | 'DATE_BLOCKED'
                      | 'SEVA_FULL'
                      | 'SEVA_NOT_AVAILABLE'
                      | 'PRICE_CHANGED'
                      | 'DEVOTEE_NAME_LIMIT'
                      | 'PAYMENT_SIGNATURE_INVALID'
                      | 'PAYMENT_MODE_NOT_AVAILABLE'
                      | 'PAYMENT_NOT_PENDING'
                      | 'ORDER_LINE_NOT_EDITABLE'
                      | 'INVALID_IMAGE_TYPE'
                      | 'CODE_IN_USE'
                      | 'RECORD_IN_USE'
                      | 'PAYMENT_GATEWAY_UNAVAILABLE'
                      | 'LINE_NOT_AWAITING_APPROVAL'
                      | 'ORDER_NOT_PAID'
                      | 'ORDER_NOT_REFUNDABLE'
                      | 'REFUND_LINE_NOT_REFUNDABLE'
                      | 'REFUND_LINE_IN_OPEN_REFUND'
                      | 'NOTHING_TO_REFUND'
                      | 'REFUND_AMOUNT_TOO_HIGH'
                      | 'REFUND_NOT_OPEN'
                      | 'CANCELLATION_ALREADY_REQUESTED'
                      | 'CANCELLATION_TOO_LATE'
                      | 'SEVA_NOT_IN_TEMPLE'
                      | 'COUNTER_BILL_CANCELLED'
                      | 'VQ_NOT_OFFERED'
                      | 'VQ_SLOT_NOT_FOUND'
                      | 'VQ_OUTSIDE_BOOKING_WINDOW'
                      | 'VQ_PARTY_TOO_LARGE'
                      | 'VQ_DEVOTEES_INVALID'
                      | 'VQ_ANSWERS_INVALID'
                      | 'VQ_SLOT_FULL'
                      | 'VQ_SLOT_BLOCKED'
                      | 'VQ_SLOT_CLOSED'
                      | 'VQ_ALREADY_BOOKED'
                      | 'VQ_BOOKING_NOT_CANCELLABLE'
                      | 'VQ_SLOT_OVERLAP'
                      | 'VQ_SLOT_HAS_BOOKINGS'
                      | 'VQ_TOKEN_INVALID'
                      | 'VQ_WRONG_TEMPLE'
                      | 'VQ_WRONG_DATE'
                      | 'VQ_OUTSIDE_SLOT_WINDOW'
                      | 'VQ_ALREADY_ADMITTED'
                      | 'VQ_BOOKING_CANCELLED'
                      | 'RELEASE_NOT_FOUND'
                      | 'RELEASE_OVERLAP'
                      | 'RELEASE_NOT_CHANGEABLE'
                      | 'RELEASE_NOT_OPEN'
                      | 'WAITING_ROOM_NOT_OPEN'
                      | 'WAITING_ROOM_ADMISSION_REQUIRED'
                      | 'VISITS_NOT_OFFERED'
                      | 'VISIT_GATE_NOT_FOUND'
                      | 'VISIT_ZONE_NOT_FOUND'
                      | 'VISIT_GATE_WRONG_WAY'
                      | 'VISIT_TYPE_NOT_USED'
                      | 'VISIT_QR_INVALID'
                      | 'VISIT_ALREADY_INSIDE'
                      | 'VISIT_NOT_INSIDE'
                      | 'VISIT_ZONE_EMPTY'
                      | 'VISIT_NAME_TAKEN'
                      | 'VISIT_PASS_NOT_FOUND'
                      | 'VISIT_PASS_WAITING'
                      | 'VISIT_PASS_USED'
                      | 'VISIT_PASS_CLOSED'
                      | 'LINE_NOT_PERFORMABLE'
                      | 'INTERNAL'
                      | 'SERVICE_UNAVAILABLE'
                      | 'BOOKING_BUSY'
                    )
                  | null;
                limit: number | null;
                remaining: number | null;
                remarks: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sevas/{sevaId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              code: string;
              name: string;
              nameNarration: string | null;
              deity: {
                id: number;
                name: string;
                nameNarration: string | null;
              } | null;
              group: {
                id: number;
                name: string;
                nameNarration: string | null;
              } | null;
              rate: number;
              performTime: string | null;
              prasadamTime: string | null;
              shortDescription: string | null;
              rulesRemark: string | null;
              sevaType: number;
              dayType: number;
              isContinuous: boolean;
              needsApproval: boolean;
              maxLimitPerDay: number | null;
              devoteeCount: number;
              postageCharge: number;
              delivery: {
                isAvailable: boolean;
                charge: number;
                heading: string | null;
                remarks: string | null;
              };
              endDate: string | null;
              minPerformDate: string | null;
              imageUrl: string;
              deityImageUrl: string | null;
              temple: {
                id: number;
                name: string;
                nameNarration: string | null;
                timeZone: string;
                isDakshinaEnabled: boolean;
                isNameStarRequired: boolean;
              };
              availability: {
                weekdays: number[];
                specialDates: {
                  date: string;
                  dailyLimit: number | null;
                  remarks: string | null;
                }[];
                dateRanges: {
                  fromDate: string;
                  toDate: string;
                  remarks: string | null;
                }[];
                blockedRanges: {
                  fromDate: string;
                  toDate: string;
                  reason: string | null;
                }[];
                minPerformDate: string | null;
                lastBookableDate: string | null;
                maxLimitPerDay: number | null;
                blockTime: string | null;
                maxContinuousDays: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sevas/{sevaId}/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
        };
        header?: never;
        path: {
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sevaId: number;
              from: string;
              to: string;
              minPerformDate: string | null;
              days: {
                date: string;
                /** @enum {string} */
                status: 'open' | 'full' | 'blocked' | 'closed';
                reason:
                  | (
                      | 'VALIDATION_FAILED'
                      | 'MALFORMED_JSON'
                      | 'UNAUTHENTICATED'
                      | 'INVALID_CREDENTIALS'
                      | 'SESSION_EXPIRED'
                      | 'FORBIDDEN'
                      | 'CSRF_TOKEN_INVALID'
                      | 'NOT_FOUND'
                      | 'ROUTE_NOT_FOUND'
                      | 'METHOD_NOT_ALLOWED'
                      | 'CONFLICT'
                      | 'MOBILE_ALREADY_REGISTERED'
                      | 'EMAIL_ALREADY_REGISTERED'
                      | 'OTP_INVALID'
                      | 'OTP_EXPIRED'
                      | 'OTP_ATTEMPTS_EXCEEDED'
                      | 'PASSWORD_INCORRECT'
                      | 'PAYLOAD_TOO_LARGE'
                      | 'UNSUPPORTED_MEDIA_TYPE'
                      | 'RATE_LIMITED'
                      | 'INVALID_DATE'
                      | 'PERFORM_DATE_REQUIRED'
                      | 'BEFORE_MIN_PERFORM_DATE'
                      | 'TOO_FAR_AHEAD'
                      | 'AFTER_SEVA_END_DATE'
                      | 'WEEKDAY_NOT_ALLOWED'
                      | 'NOT_A_SPECIAL_POOJA_DATE'
                      | 'STAR_SERIES_NOT_OFFERED'
                      | 'NOT_STAR_DAY'
                      | 'TILL_DATE_INVALID'
                      | 'QUANTITY_OVER_DAILY_LIMIT'
                      | 'DATE_ALLOTTED_BY_TEMPLE'
                      | 'DELIVERY_NOT_AVAILABLE'
                      | 'DAKSHINA_NOT_ACCEPTED'
                      | 'DATE_BLOCKED'
                      | 'SEVA_FULL'
                      | 'SEVA_NOT_AVAILABLE'
                      | 'PRICE_CHANGED'
                      | 'DEVOTEE_NAME_LIMIT'
                      | 'PAYMENT_SIGNATURE_INVALID'
                      | 'PAYMENT_MODE_NOT_AVAILABLE'
                      | 'PAYMENT_NOT_PENDING'
                      | 'ORDER_LINE_NOT_EDITABLE'
                      | 'INVALID_IMAGE_TYPE'
                      | 'CODE_IN_USE'
                      | 'RECORD_IN_USE'
                      | 'PAYMENT_GATEWAY_UNAVAILABLE'
                      | 'LINE_NOT_AWAITING_APPROVAL'
                      | 'ORDER_NOT_PAID'
                      | 'ORDER_NOT_REFUNDABLE'
                      | 'REFUND_LINE_NOT_REFUNDABLE'
                      | 'REFUND_LINE_IN_OPEN_REFUND'
                      | 'NOTHING_TO_REFUND'
                      | 'REFUND_AMOUNT_TOO_HIGH'
                      | 'REFUND_NOT_OPEN'
                      | 'CANCELLATION_ALREADY_REQUESTED'
                      | 'CANCELLATION_TOO_LATE'
                      | 'SEVA_NOT_IN_TEMPLE'
                      | 'COUNTER_BILL_CANCELLED'
                      | 'VQ_NOT_OFFERED'
                      | 'VQ_SLOT_NOT_FOUND'
                      | 'VQ_OUTSIDE_BOOKING_WINDOW'
                      | 'VQ_PARTY_TOO_LARGE'
                      | 'VQ_DEVOTEES_INVALID'
                      | 'VQ_ANSWERS_INVALID'
                      | 'VQ_SLOT_FULL'
                      | 'VQ_SLOT_BLOCKED'
                      | 'VQ_SLOT_CLOSED'
                      | 'VQ_ALREADY_BOOKED'
                      | 'VQ_BOOKING_NOT_CANCELLABLE'
                      | 'VQ_SLOT_OVERLAP'
                      | 'VQ_SLOT_HAS_BOOKINGS'
                      | 'VQ_TOKEN_INVALID'
                      | 'VQ_WRONG_TEMPLE'
                      | 'VQ_WRONG_DATE'
                      | 'VQ_OUTSIDE_SLOT_WINDOW'
                      | 'VQ_ALREADY_ADMITTED'
                      | 'VQ_BOOKING_CANCELLED'
                      | 'RELEASE_NOT_FOUND'
                      | 'RELEASE_OVERLAP'
                      | 'RELEASE_NOT_CHANGEABLE'
                      | 'RELEASE_NOT_OPEN'
                      | 'WAITING_ROOM_NOT_OPEN'
                      | 'WAITING_ROOM_ADMISSION_REQUIRED'
                      | 'VISITS_NOT_OFFERED'
                      | 'VISIT_GATE_NOT_FOUND'
                      | 'VISIT_ZONE_NOT_FOUND'
                      | 'VISIT_GATE_WRONG_WAY'
                      | 'VISIT_TYPE_NOT_USED'
                      | 'VISIT_QR_INVALID'
                      | 'VISIT_ALREADY_INSIDE'
                      | 'VISIT_NOT_INSIDE'
                      | 'VISIT_ZONE_EMPTY'
                      | 'VISIT_NAME_TAKEN'
                      | 'VISIT_PASS_NOT_FOUND'
                      | 'VISIT_PASS_WAITING'
                      | 'VISIT_PASS_USED'
                      | 'VISIT_PASS_CLOSED'
                      | 'LINE_NOT_PERFORMABLE'
                      | 'INTERNAL'
                      | 'SERVICE_UNAVAILABLE'
                      | 'BOOKING_BUSY'
                    )
                  | null;
                limit: number | null;
                remaining: number | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          kind?: 'event' | 'festival';
          when?: 'upcoming' | 'past' | 'all';
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                /** @enum {string} */
                kind: 'event' | 'festival';
                title: string;
                titleNarration: string | null;
                description: string | null;
                startDate: string;
                endDate: string;
                imageUrl: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            kind?: 'event' | 'festival';
            title: string;
            titleNarration?: string | null;
            description?: string | null;
            startDate: string;
            endDate?: string;
            imageId?: number | null;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              /** @enum {string} */
              kind: 'event' | 'festival';
              title: string;
              titleNarration: string | null;
              description: string | null;
              startDate: string;
              endDate: string;
              imageUrl: string;
              imageId: number | null;
              status: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events/{eventId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          eventId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              /** @enum {string} */
              kind: 'event' | 'festival';
              title: string;
              titleNarration: string | null;
              description: string | null;
              startDate: string;
              endDate: string;
              imageUrl: string;
              temple: {
                id: number;
                name: string;
                nameNarration: string | null;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/gallery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                caption: string | null;
                width: number;
                height: number;
                url: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Add a gallery image (one file field and an optional caption field) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              kind: 'temple-logo' | 'temple-banner' | 'deity' | 'seva' | 'gallery';
              ownerId: number;
              url: string;
              width: number;
              height: number;
              byteSize: number;
              caption: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          q: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              temples: {
                id: number;
                code: string;
                name: string;
                nameNarration: string | null;
                address: string | null;
                place: string | null;
                location: {
                  id: number;
                  name: string;
                } | null;
                shortDescription: string | null;
                timing: string | null;
                eveningTiming: string | null;
                features: {
                  isSeva: boolean;
                  isVirtualQueue: boolean;
                  isDevoteeVisit: boolean;
                  isLiveDarshan: boolean;
                };
                latitude: number | null;
                longitude: number | null;
                logoUrl: string;
                bannerUrl: string;
                distanceKm?: number | null;
              }[];
              sevas: {
                id: number;
                name: string;
                nameNarration: string | null;
                rate: number;
                sevaType: number;
                deity: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                } | null;
                temple: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                };
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/images/performance-photo/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A photo the temple attached when it marked sevas performed (issue #17 §4), by the unguessable token in its address, which only the booking details and the receipts of those sevas give. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image, as stored (JPEG, PNG or WebP) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/*': string;
          };
        };
        /** @description Not modified: the copy the caller holds (If-None-Match) is current */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/images/{kind}/{ownerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The stored image of a temple logo or banner, deity or seva (by owner id) or gallery image (by image id); the default image when none is stored. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          kind: 'temple-logo' | 'temple-banner' | 'deity' | 'seva' | 'gallery';
          ownerId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image, as stored (JPEG, PNG or WebP) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/*': string;
          };
        };
        /** @description Not modified: the copy the caller holds (If-None-Match) is current */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/cart/evaluate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lines: {
              sevaId: number;
              performDate?: string | null;
              tillDate?: string | null;
              quantity: number;
              devoteeName: string;
              /** @default 28 */
              starId?: number;
              devoteeNameId?: number | null;
              /** @default 1 */
              prasadamDelivery?: 1 | 2;
              deliveryAddress?: string | null;
              description?: string | null;
              /** @default 1 */
              forType?: 1 | 2;
              starSeries?: {
                /** @enum {string} */
                every: 'month' | 'year';
                month?: number;
                dates: string[];
                /** @enum {string} */
                payment?: 'once' | 'each';
              };
              tempId?: unknown;
              rate?: unknown;
              amount?: unknown;
              postageCharge?: unknown;
              deliveryCharge?: unknown;
              sevaName?: unknown;
              sevaType?: unknown;
              templeId?: unknown;
              templeName?: unknown;
              deityId?: unknown;
              deityName?: unknown;
              starName?: unknown;
              performTime?: unknown;
              prasadamTime?: unknown;
              isContinuous?: unknown;
              platformChargeAmount?: unknown;
              platformChargePercent?: unknown;
              splitServiceCharge?: unknown;
              serviceCharge?: unknown;
              gstCharge?: unknown;
              totalAmount?: unknown;
            }[];
            dakshina?: {
              templeId: number;
              amount: number;
            }[];
            amount?: unknown;
            invoiceAmount?: unknown;
            postageCharge?: unknown;
            serviceCharge?: unknown;
            platformCharge?: unknown;
            gstCharge?: unknown;
            splitServiceCharge?: unknown;
            dakshinaAmount?: unknown;
            totalAmount?: unknown;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              isValid: boolean;
              orders: {
                templeId: number;
                templeName: string;
                charges: {
                  platformChargeAmount: number;
                  platformChargePercent: number;
                  splitServiceCharge: number;
                  isIntroductoryServiceCharge: boolean;
                  introductoryServiceAmount: number;
                };
                lines: {
                  index: number;
                  sevaId: number;
                  sevaName: string;
                  deityId: number | null;
                  deityName: string | null;
                  sevaType: number;
                  isContinuous: boolean;
                  performDates: string[];
                  tillDate: string | null;
                  quantity: number;
                  rate: number;
                  postageCharge: number;
                  amount: number;
                  seriesDue: {
                    dates: string[];
                    totalEach: number;
                  } | null;
                  devoteeName: string;
                  devoteeNameId: number | null;
                  starId: number;
                  prasadamDelivery: number;
                  deliveryAddress: string | null;
                  description: string | null;
                  forType: number;
                  dayLimits: {
                    date: string;
                    limit: number | null;
                    remaining: number | null;
                  }[];
                  isValid: boolean;
                  problems: {
                    /** @enum {string} */
                    code:
                      | 'VALIDATION_FAILED'
                      | 'MALFORMED_JSON'
                      | 'UNAUTHENTICATED'
                      | 'INVALID_CREDENTIALS'
                      | 'SESSION_EXPIRED'
                      | 'FORBIDDEN'
                      | 'CSRF_TOKEN_INVALID'
                      | 'NOT_FOUND'
                      | 'ROUTE_NOT_FOUND'
                      | 'METHOD_NOT_ALLOWED'
                      | 'CONFLICT'
                      | 'MOBILE_ALREADY_REGISTERED'
                      | 'EMAIL_ALREADY_REGISTERED'
                      | 'OTP_INVALID'
                      | 'OTP_EXPIRED'
                      | 'OTP_ATTEMPTS_EXCEEDED'
                      | 'PASSWORD_INCORRECT'
                      | 'PAYLOAD_TOO_LARGE'
                      | 'UNSUPPORTED_MEDIA_TYPE'
                      | 'RATE_LIMITED'
                      | 'INVALID_DATE'
                      | 'PERFORM_DATE_REQUIRED'
                      | 'BEFORE_MIN_PERFORM_DATE'
                      | 'TOO_FAR_AHEAD'
                      | 'AFTER_SEVA_END_DATE'
                      | 'WEEKDAY_NOT_ALLOWED'
                      | 'NOT_A_SPECIAL_POOJA_DATE'
                      | 'STAR_SERIES_NOT_OFFERED'
                      | 'NOT_STAR_DAY'
                      | 'TILL_DATE_INVALID'
                      | 'QUANTITY_OVER_DAILY_LIMIT'
                      | 'DATE_ALLOTTED_BY_TEMPLE'
                      | 'DELIVERY_NOT_AVAILABLE'
                      | 'DAKSHINA_NOT_ACCEPTED'
                      | 'DATE_BLOCKED'
                      | 'SEVA_FULL'
                      | 'SEVA_NOT_AVAILABLE'
                      | 'PRICE_CHANGED'
                      | 'DEVOTEE_NAME_LIMIT'
                      | 'PAYMENT_SIGNATURE_INVALID'
                      | 'PAYMENT_MODE_NOT_AVAILABLE'
                      | 'PAYMENT_NOT_PENDING'
                      | 'ORDER_LINE_NOT_EDITABLE'
                      | 'INVALID_IMAGE_TYPE'
                      | 'CODE_IN_USE'
                      | 'RECORD_IN_USE'
                      | 'PAYMENT_GATEWAY_UNAVAILABLE'
                      | 'LINE_NOT_AWAITING_APPROVAL'
                      | 'ORDER_NOT_PAID'
                      | 'ORDER_NOT_REFUNDABLE'
                      | 'REFUND_LINE_NOT_REFUNDABLE'
                      | 'REFUND_LINE_IN_OPEN_REFUND'
                      | 'NOTHING_TO_REFUND'
                      | 'REFUND_AMOUNT_TOO_HIGH'
                      | 'REFUND_NOT_OPEN'
                      | 'CANCELLATION_ALREADY_REQUESTED'
                      | 'CANCELLATION_TOO_LATE'
                      | 'SEVA_NOT_IN_TEMPLE'
                      | 'COUNTER_BILL_CANCELLED'
                      | 'VQ_NOT_OFFERED'
                      | 'VQ_SLOT_NOT_FOUND'
                      | 'VQ_OUTSIDE_BOOKING_WINDOW'
                      | 'VQ_PARTY_TOO_LARGE'
                      | 'VQ_DEVOTEES_INVALID'
                      | 'VQ_ANSWERS_INVALID'
                      | 'VQ_SLOT_FULL'
                      | 'VQ_SLOT_BLOCKED'
                      | 'VQ_SLOT_CLOSED'
                      | 'VQ_ALREADY_BOOKED'
                      | 'VQ_BOOKING_NOT_CANCELLABLE'
                      | 'VQ_SLOT_OVERLAP'
                      | 'VQ_SLOT_HAS_BOOKINGS'
                      | 'VQ_TOKEN_INVALID'
                      | 'VQ_WRONG_TEMPLE'
                      | 'VQ_WRONG_DATE'
                      | 'VQ_OUTSIDE_SLOT_WINDOW'
                      | 'VQ_ALREADY_ADMITTED'
                      | 'VQ_BOOKING_CANCELLED'
                      | 'RELEASE_NOT_FOUND'
                      | 'RELEASE_OVERLAP'
                      | 'RELEASE_NOT_CHANGEABLE'
                      | 'RELEASE_NOT_OPEN'
                      | 'WAITING_ROOM_NOT_OPEN'
                      | 'WAITING_ROOM_ADMISSION_REQUIRED'
                      | 'VISITS_NOT_OFFERED'
                      | 'VISIT_GATE_NOT_FOUND'
                      | 'VISIT_ZONE_NOT_FOUND'
                      | 'VISIT_GATE_WRONG_WAY'
                      | 'VISIT_TYPE_NOT_USED'
                      | 'VISIT_QR_INVALID'
                      | 'VISIT_ALREADY_INSIDE'
                      | 'VISIT_NOT_INSIDE'
                      | 'VISIT_ZONE_EMPTY'
                      | 'VISIT_NAME_TAKEN'
                      | 'VISIT_PASS_NOT_FOUND'
                      | 'VISIT_PASS_WAITING'
                      | 'VISIT_PASS_USED'
                      | 'VISIT_PASS_CLOSED'
                      | 'LINE_NOT_PERFORMABLE'
                      | 'INTERNAL'
                      | 'SERVICE_UNAVAILABLE'
                      | 'BOOKING_BUSY';
                    message: string;
                    date?: string;
                  }[];
                }[];
                problems: {
                  /** @enum {string} */
                  code:
                    | 'VALIDATION_FAILED'
                    | 'MALFORMED_JSON'
                    | 'UNAUTHENTICATED'
                    | 'INVALID_CREDENTIALS'
                    | 'SESSION_EXPIRED'
                    | 'FORBIDDEN'
                    | 'CSRF_TOKEN_INVALID'
                    | 'NOT_FOUND'
                    | 'ROUTE_NOT_FOUND'
                    | 'METHOD_NOT_ALLOWED'
                    | 'CONFLICT'
                    | 'MOBILE_ALREADY_REGISTERED'
                    | 'EMAIL_ALREADY_REGISTERED'
                    | 'OTP_INVALID'
                    | 'OTP_EXPIRED'
                    | 'OTP_ATTEMPTS_EXCEEDED'
                    | 'PASSWORD_INCORRECT'
                    | 'PAYLOAD_TOO_LARGE'
                    | 'UNSUPPORTED_MEDIA_TYPE'
                    | 'RATE_LIMITED'
                    | 'INVALID_DATE'
                    | 'PERFORM_DATE_REQUIRED'
                    | 'BEFORE_MIN_PERFORM_DATE'
                    | 'TOO_FAR_AHEAD'
                    | 'AFTER_SEVA_END_DATE'
                    | 'WEEKDAY_NOT_ALLOWED'
                    | 'NOT_A_SPECIAL_POOJA_DATE'
                    | 'STAR_SERIES_NOT_OFFERED'
                    | 'NOT_STAR_DAY'
                    | 'TILL_DATE_INVALID'
                    | 'QUANTITY_OVER_DAILY_LIMIT'
                    | 'DATE_ALLOTTED_BY_TEMPLE'
                    | 'DELIVERY_NOT_AVAILABLE'
                    | 'DAKSHINA_NOT_ACCEPTED'
                    | 'DATE_BLOCKED'
                    | 'SEVA_FULL'
                    | 'SEVA_NOT_AVAILABLE'
                    | 'PRICE_CHANGED'
                    | 'DEVOTEE_NAME_LIMIT'
                    | 'PAYMENT_SIGNATURE_INVALID'
                    | 'PAYMENT_MODE_NOT_AVAILABLE'
                    | 'PAYMENT_NOT_PENDING'
                    | 'ORDER_LINE_NOT_EDITABLE'
                    | 'INVALID_IMAGE_TYPE'
                    | 'CODE_IN_USE'
                    | 'RECORD_IN_USE'
                    | 'PAYMENT_GATEWAY_UNAVAILABLE'
                    | 'LINE_NOT_AWAITING_APPROVAL'
                    | 'ORDER_NOT_PAID'
                    | 'ORDER_NOT_REFUNDABLE'
                    | 'REFUND_LINE_NOT_REFUNDABLE'
                    | 'REFUND_LINE_IN_OPEN_REFUND'
                    | 'NOTHING_TO_REFUND'
                    | 'REFUND_AMOUNT_TOO_HIGH'
                    | 'REFUND_NOT_OPEN'
                    | 'CANCELLATION_ALREADY_REQUESTED'
                    | 'CANCELLATION_TOO_LATE'
                    | 'SEVA_NOT_IN_TEMPLE'
                    | 'COUNTER_BILL_CANCELLED'
                    | 'VQ_NOT_OFFERED'
                    | 'VQ_SLOT_NOT_FOUND'
                    | 'VQ_OUTSIDE_BOOKING_WINDOW'
                    | 'VQ_PARTY_TOO_LARGE'
                    | 'VQ_DEVOTEES_INVALID'
                    | 'VQ_ANSWERS_INVALID'
                    | 'VQ_SLOT_FULL'
                    | 'VQ_SLOT_BLOCKED'
                    | 'VQ_SLOT_CLOSED'
                    | 'VQ_ALREADY_BOOKED'
                    | 'VQ_BOOKING_NOT_CANCELLABLE'
                    | 'VQ_SLOT_OVERLAP'
                    | 'VQ_SLOT_HAS_BOOKINGS'
                    | 'VQ_TOKEN_INVALID'
                    | 'VQ_WRONG_TEMPLE'
                    | 'VQ_WRONG_DATE'
                    | 'VQ_OUTSIDE_SLOT_WINDOW'
                    | 'VQ_ALREADY_ADMITTED'
                    | 'VQ_BOOKING_CANCELLED'
                    | 'RELEASE_NOT_FOUND'
                    | 'RELEASE_OVERLAP'
                    | 'RELEASE_NOT_CHANGEABLE'
                    | 'RELEASE_NOT_OPEN'
                    | 'WAITING_ROOM_NOT_OPEN'
                    | 'WAITING_ROOM_ADMISSION_REQUIRED'
                    | 'VISITS_NOT_OFFERED'
                    | 'VISIT_GATE_NOT_FOUND'
                    | 'VISIT_ZONE_NOT_FOUND'
                    | 'VISIT_GATE_WRONG_WAY'
                    | 'VISIT_TYPE_NOT_USED'
                    | 'VISIT_QR_INVALID'
                    | 'VISIT_ALREADY_INSIDE'
                    | 'VISIT_NOT_INSIDE'
                    | 'VISIT_ZONE_EMPTY'
                    | 'VISIT_NAME_TAKEN'
                    | 'VISIT_PASS_NOT_FOUND'
                    | 'VISIT_PASS_WAITING'
                    | 'VISIT_PASS_USED'
                    | 'VISIT_PASS_CLOSED'
                    | 'LINE_NOT_PERFORMABLE'
                    | 'INTERNAL'
                    | 'SERVICE_UNAVAILABLE'
                    | 'BOOKING_BUSY';
                  message: string;
                  date?: string;
                }[];
                totals: {
                  lineAmounts: number[];
                  amount: number;
                  postageCharge: number;
                  itemsSubtotal: number;
                  invoiceAmount: number;
                  serviceCharge: number;
                  platformCharge: number;
                  sgst: number;
                  cgst: number;
                  gstCharge: number;
                  splitServiceCharge: number;
                  dakshinaAmount: number;
                  totalAmount: number;
                };
              }[];
              unknownLines: {
                index: number;
                sevaId: number;
                problems: {
                  /** @enum {string} */
                  code:
                    | 'VALIDATION_FAILED'
                    | 'MALFORMED_JSON'
                    | 'UNAUTHENTICATED'
                    | 'INVALID_CREDENTIALS'
                    | 'SESSION_EXPIRED'
                    | 'FORBIDDEN'
                    | 'CSRF_TOKEN_INVALID'
                    | 'NOT_FOUND'
                    | 'ROUTE_NOT_FOUND'
                    | 'METHOD_NOT_ALLOWED'
                    | 'CONFLICT'
                    | 'MOBILE_ALREADY_REGISTERED'
                    | 'EMAIL_ALREADY_REGISTERED'
                    | 'OTP_INVALID'
                    | 'OTP_EXPIRED'
                    | 'OTP_ATTEMPTS_EXCEEDED'
                    | 'PASSWORD_INCORRECT'
                    | 'PAYLOAD_TOO_LARGE'
                    | 'UNSUPPORTED_MEDIA_TYPE'
                    | 'RATE_LIMITED'
                    | 'INVALID_DATE'
                    | 'PERFORM_DATE_REQUIRED'
                    | 'BEFORE_MIN_PERFORM_DATE'
                    | 'TOO_FAR_AHEAD'
                    | 'AFTER_SEVA_END_DATE'
                    | 'WEEKDAY_NOT_ALLOWED'
                    | 'NOT_A_SPECIAL_POOJA_DATE'
                    | 'STAR_SERIES_NOT_OFFERED'
                    | 'NOT_STAR_DAY'
                    | 'TILL_DATE_INVALID'
                    | 'QUANTITY_OVER_DAILY_LIMIT'
                    | 'DATE_ALLOTTED_BY_TEMPLE'
                    | 'DELIVERY_NOT_AVAILABLE'
                    | 'DAKSHINA_NOT_ACCEPTED'
                    | 'DATE_BLOCKED'
                    | 'SEVA_FULL'
                    | 'SEVA_NOT_AVAILABLE'
                    | 'PRICE_CHANGED'
                    | 'DEVOTEE_NAME_LIMIT'
                    | 'PAYMENT_SIGNATURE_INVALID'
                    | 'PAYMENT_MODE_NOT_AVAILABLE'
                    | 'PAYMENT_NOT_PENDING'
                    | 'ORDER_LINE_NOT_EDITABLE'
                    | 'INVALID_IMAGE_TYPE'
                    | 'CODE_IN_USE'
                    | 'RECORD_IN_USE'
                    | 'PAYMENT_GATEWAY_UNAVAILABLE'
                    | 'LINE_NOT_AWAITING_APPROVAL'
                    | 'ORDER_NOT_PAID'
                    | 'ORDER_NOT_REFUNDABLE'
                    | 'REFUND_LINE_NOT_REFUNDABLE'
                    | 'REFUND_LINE_IN_OPEN_REFUND'
                    | 'NOTHING_TO_REFUND'
                    | 'REFUND_AMOUNT_TOO_HIGH'
                    | 'REFUND_NOT_OPEN'
                    | 'CANCELLATION_ALREADY_REQUESTED'
                    | 'CANCELLATION_TOO_LATE'
                    | 'SEVA_NOT_IN_TEMPLE'
                    | 'COUNTER_BILL_CANCELLED'
                    | 'VQ_NOT_OFFERED'
                    | 'VQ_SLOT_NOT_FOUND'
                    | 'VQ_OUTSIDE_BOOKING_WINDOW'
                    | 'VQ_PARTY_TOO_LARGE'
                    | 'VQ_DEVOTEES_INVALID'
                    | 'VQ_ANSWERS_INVALID'
                    | 'VQ_SLOT_FULL'
                    | 'VQ_SLOT_BLOCKED'
                    | 'VQ_SLOT_CLOSED'
                    | 'VQ_ALREADY_BOOKED'
                    | 'VQ_BOOKING_NOT_CANCELLABLE'
                    | 'VQ_SLOT_OVERLAP'
                    | 'VQ_SLOT_HAS_BOOKINGS'
                    | 'VQ_TOKEN_INVALID'
                    | 'VQ_WRONG_TEMPLE'
                    | 'VQ_WRONG_DATE'
                    | 'VQ_OUTSIDE_SLOT_WINDOW'
                    | 'VQ_ALREADY_ADMITTED'
                    | 'VQ_BOOKING_CANCELLED'
                    | 'RELEASE_NOT_FOUND'
                    | 'RELEASE_OVERLAP'
                    | 'RELEASE_NOT_CHANGEABLE'
                    | 'RELEASE_NOT_OPEN'
                    | 'WAITING_ROOM_NOT_OPEN'
                    | 'WAITING_ROOM_ADMISSION_REQUIRED'
                    | 'VISITS_NOT_OFFERED'
                    | 'VISIT_GATE_NOT_FOUND'
                    | 'VISIT_ZONE_NOT_FOUND'
                    | 'VISIT_GATE_WRONG_WAY'
                    | 'VISIT_TYPE_NOT_USED'
                    | 'VISIT_QR_INVALID'
                    | 'VISIT_ALREADY_INSIDE'
                    | 'VISIT_NOT_INSIDE'
                    | 'VISIT_ZONE_EMPTY'
                    | 'VISIT_NAME_TAKEN'
                    | 'VISIT_PASS_NOT_FOUND'
                    | 'VISIT_PASS_WAITING'
                    | 'VISIT_PASS_USED'
                    | 'VISIT_PASS_CLOSED'
                    | 'LINE_NOT_PERFORMABLE'
                    | 'INTERNAL'
                    | 'SERVICE_UNAVAILABLE'
                    | 'BOOKING_BUSY';
                  message: string;
                  date?: string;
                }[];
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lines: {
              sevaId: number;
              performDate?: string | null;
              tillDate?: string | null;
              quantity: number;
              devoteeName: string;
              /** @default 28 */
              starId?: number;
              devoteeNameId?: number | null;
              /** @default 1 */
              prasadamDelivery?: 1 | 2;
              deliveryAddress?: string | null;
              description?: string | null;
              /** @default 1 */
              forType?: 1 | 2;
              starSeries?: {
                /** @enum {string} */
                every: 'month' | 'year';
                month?: number;
                dates: string[];
                /** @enum {string} */
                payment?: 'once' | 'each';
              };
              tempId?: unknown;
              rate?: unknown;
              amount?: unknown;
              postageCharge?: unknown;
              deliveryCharge?: unknown;
              sevaName?: unknown;
              sevaType?: unknown;
              templeId?: unknown;
              templeName?: unknown;
              deityId?: unknown;
              deityName?: unknown;
              starName?: unknown;
              performTime?: unknown;
              prasadamTime?: unknown;
              isContinuous?: unknown;
              platformChargeAmount?: unknown;
              platformChargePercent?: unknown;
              splitServiceCharge?: unknown;
              serviceCharge?: unknown;
              gstCharge?: unknown;
              totalAmount?: unknown;
            }[];
            dakshina?: {
              templeId: number;
              amount: number;
            }[];
            amount?: unknown;
            invoiceAmount?: unknown;
            postageCharge?: unknown;
            serviceCharge?: unknown;
            platformCharge?: unknown;
            gstCharge?: unknown;
            splitServiceCharge?: unknown;
            dakshinaAmount?: unknown;
            totalAmount?: unknown;
            paymentMode?: 1 | 2;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              paymentId: number;
              paymentMode: number;
              /** @enum {string} */
              status: 'created' | 'authorized' | 'captured' | 'failed' | 'expired' | 'refunded';
              amount: number;
              holdExpiresAt: string;
              checkoutUrl: string | null;
              gateway: {
                name: string;
                clientParams: {
                  [key: string]: unknown;
                } | null;
              } | null;
              orders: {
                id: number;
                orderNumber: string;
                templeId: number;
                templeName: string;
                status: string;
                isVerified: boolean;
                receiptToken: string;
                totals: {
                  lineAmounts: number[];
                  amount: number;
                  postageCharge: number;
                  itemsSubtotal: number;
                  invoiceAmount: number;
                  serviceCharge: number;
                  platformCharge: number;
                  sgst: number;
                  cgst: number;
                  gstCharge: number;
                  splitServiceCharge: number;
                  dakshinaAmount: number;
                  totalAmount: number;
                };
                bankDetails: {
                  bankName: string;
                  branch: string | null;
                  accountName: string | null;
                  accountNumber: string;
                  ifsc: string | null;
                  upiVpa: string | null;
                } | null;
              }[];
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/{paymentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          paymentId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              status: 'created' | 'authorized' | 'captured' | 'failed' | 'expired' | 'refunded';
              gateway: string;
              amount: number;
              gatewayPaymentId: string | null;
              holdExpiresAt: string | null;
              createdAt: string;
              capturedAt: string | null;
              orders: {
                id: number;
                orderNumber: string;
                templeId: number;
                templeName: string;
                totalAmount: number;
                status: string;
                isVerified: boolean;
                awaitingApproval: number;
                lines: {
                  sevaName: string;
                  sevaNameNarration: string | null;
                  devoteeName: string;
                  starId: number;
                  quantity: number;
                  performDate: string | null;
                  tillDate: string | null;
                  isAwaitingDate: boolean;
                }[];
              }[];
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/{paymentId}/responses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          paymentId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            errorResponse?: string;
            callbackRemarks?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/{paymentId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          paymentId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            remarks?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              status: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/orders/{orderId}/verify-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          orderId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            remarks?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'paid';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/{paymentId}/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          paymentId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description See Other: the Location header says where the browser goes next */
        303: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    /** @description A JSON callback is answered with where to go; a form post is redirected there. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          paymentId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              paymentId: number;
              /** @enum {string} */
              outcome: 'success' | 'failed';
              redirectTo: string;
            };
          };
        };
        /** @description See Other: the Location header says where the browser goes next */
        303: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/webhooks/{gateway}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          gateway: 'demo' | 'razorpay';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              received: number;
              duplicates: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/twilio/sms-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Twilio's status callback for an SMS: delivered, undelivered or failed */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-twilio-signature'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            [key: string]: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/msg91/sms-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * MSG91's delivery reports for SMS: delivered, undelivered or failed
     * @description MSG91's webhook, version 2 (a form whose field data is a JSON list of requests, each with its reports) or version 3 (one report as JSON: requestId, status, desc). The URL carries MSG91_WEBHOOK_TOKEN, as the operator entered it in the MSG91 panel; the token is checked before the body is read.
     */
    post: {
      parameters: {
        query?: {
          /** @description MSG91_WEBHOOK_TOKEN, from the webhook URL */
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Messages whose status this report settled */
              recorded: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/push-notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** spec GET /PushNotification: register a device's push token (userId, newToken, token, deviceType; or uToken, uDeviceType) */
    get: {
      parameters: {
        query?: {
          userId?: number;
          newToken?: string;
          token?: string;
          deviceType?: 'web' | 'android' | 'ios';
          uToken?: string;
          uDeviceType?: 'web' | 'android' | 'ios';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              error: number;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Forget a device token: push turned off on that device */
    delete: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/push-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The server's VAPID public key, for a browser's push subscription */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              vapidPublicKey: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          status?: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                paymentId: number | null;
                templeId: number;
                templeName: string;
                templeLogoUrl: string;
                orderNumber: string;
                orderDate: string;
                /** @enum {string} */
                status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
                isVerified: boolean;
                paymentMode: number;
                amount: number;
                gstCharge: number;
                serviceCharge: number;
                splitServiceCharge: number;
                dakshinaAmount: number;
                totalAmount: number;
                numberOfPoojas: number;
                sevas: {
                  sevaName: string;
                  sevaNameNarration: string | null;
                  performDate: string | null;
                  tillDate: string | null;
                }[];
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/coming-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              poojas: {
                lineId: number;
                orderId: number;
                orderNumber: string;
                templeName: string;
                templeNameNarration: string | null;
                sevaName: string;
                sevaNameNarration: string | null;
                devoteeName: string;
                performDate: string;
              }[];
              notices: {
                /** @enum {string} */
                kind:
                  | 'bankTransferDue'
                  | 'dateAllotted'
                  | 'sevaRejected'
                  | 'cancellationApproved'
                  | 'cancellationRejected';
                orderId: number;
                orderNumber: string;
                paymentId: number | null;
                templeName: string;
                templeNameNarration: string | null;
                sevaName: string | null;
                performDate: string | null;
                amount: number | null;
                at: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/{paymentId}/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          paymentId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                paymentId: number | null;
                templeId: number;
                templeName: string;
                templeLogoUrl: string;
                orderNumber: string;
                orderDate: string;
                /** @enum {string} */
                status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
                isVerified: boolean;
                paymentMode: number;
                amount: number;
                gstCharge: number;
                serviceCharge: number;
                splitServiceCharge: number;
                dakshinaAmount: number;
                totalAmount: number;
                numberOfPoojas: number;
                sevas: {
                  sevaName: string;
                  sevaNameNarration: string | null;
                  performDate: string | null;
                  tillDate: string | null;
                }[];
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          orderId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              paymentId: number | null;
              templeId: number;
              templeName: string;
              templeLogoUrl: string;
              orderNumber: string;
              orderDate: string;
              /** @enum {string} */
              status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
              isVerified: boolean;
              paymentMode: number;
              amount: number;
              gstCharge: number;
              serviceCharge: number;
              splitServiceCharge: number;
              dakshinaAmount: number;
              totalAmount: number;
              numberOfPoojas: number;
              templeAddress: string | null;
              paymentCode: string | null;
              reason: string | null;
              statusMessage: string;
              receiptToken: string;
              refundedAmount: number;
              lines: {
                id: number;
                serialNo: number;
                sevaId: number;
                sevaName: string;
                sevaType: number;
                deityId: number | null;
                deityName: string | null;
                deityImageUrl: string | null;
                devoteeName: string;
                starId: number;
                starName: string;
                performDate: string | null;
                isPerformDateVisible: boolean;
                minPerformDate: string;
                tillDate: string | null;
                series: ('month' | 'year') | null;
                quantity: number;
                rate: number;
                postageCharge: number;
                lineTotal: number;
                status: number;
                isApproved: boolean;
                isAllowEdit: boolean;
                canEditDateNameStar: boolean;
                banner: string;
                description: string | null;
                prasadamDelivery: number;
                deliveryAddress: string | null;
                posting?: {
                  postedAt: string;
                  trackingNumber: string;
                } | null;
                performance?: {
                  performedAt: string;
                  note: string | null;
                  photoUrl: string | null;
                } | null;
                refundedAmount?: number | null;
              }[];
              totals: {
                amount: number;
                dakshinaAmount: number;
                serviceCharge: number;
                sgst: number;
                cgst: number;
                gstCharge: number;
                postageCharge: number;
                splitServiceCharge: number;
                totalAmount: number;
                numberOfPoojas: number;
              };
              cancellationRequest: {
                requestedAt: string;
                /** @enum {string} */
                status: 'requested' | 'approved' | 'rejected' | 'processed' | 'failed';
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/order-lines/{lineId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          lineId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            performDate?: string;
            devoteeName?: string;
            starId?: number;
            remarks?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              line: {
                id: number;
                serialNo: number;
                sevaId: number;
                sevaName: string;
                sevaType: number;
                deityId: number | null;
                deityName: string | null;
                deityImageUrl: string | null;
                devoteeName: string;
                starId: number;
                starName: string;
                performDate: string | null;
                isPerformDateVisible: boolean;
                minPerformDate: string;
                tillDate: string | null;
                series: ('month' | 'year') | null;
                quantity: number;
                rate: number;
                postageCharge: number;
                lineTotal: number;
                status: number;
                isApproved: boolean;
                isAllowEdit: boolean;
                canEditDateNameStar: boolean;
                banner: string;
                description: string | null;
                prasadamDelivery: number;
                deliveryAddress: string | null;
                posting?: {
                  postedAt: string;
                  trackingNumber: string;
                } | null;
                performance?: {
                  performedAt: string;
                  note: string | null;
                  photoUrl: string | null;
                } | null;
                refundedAmount?: number | null;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/receipts/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orderNumber: string;
              orderDate: string;
              /** @enum {string} */
              status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
              /** @enum {string} */
              language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
              statusMessage: string;
              isVerified: boolean;
              paymentMode: number;
              paymentCode: string | null;
              paidAt: string | null;
              temple: {
                id: number;
                name: string;
                nameNarration: string | null;
                address: string | null;
                shortCode: string | null;
                manthra: string | null;
                logoUrl: string;
                timeZone: string;
              };
              lines: {
                serialNo: number;
                sevaName: string;
                deityName: string | null;
                devoteeName: string;
                starName: string;
                performDate: string | null;
                series: ('month' | 'year') | null;
                quantity: number;
                rate: number;
                postageCharge: number;
                lineTotal: number;
                status: number;
                performedAt?: string | null;
                performedPhotoUrl?: string | null;
              }[];
              totals: {
                amount: number;
                dakshinaAmount: number;
                serviceCharge: number;
                sgst: number;
                cgst: number;
                gstCharge: number;
                postageCharge: number;
                splitServiceCharge: number;
                totalAmount: number;
                numberOfPoojas: number;
              };
              receiptUrl: string;
              pdfUrl: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/receipts/{token}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/devotee-names': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                name: string;
                starId: number;
                starName: string;
                starNameNarration: string;
                birthMonthId: number | null;
                genderId: number | null;
                relation: string | null;
                isDefault: boolean;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @default 28 */
            starId?: number;
            birthMonthId?: number | null;
            genderId?: number | null;
            relation?: string | null;
            /** @default false */
            isDefault?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              starId: number;
              starName: string;
              starNameNarration: string;
              birthMonthId: number | null;
              genderId: number | null;
              relation: string | null;
              isDefault: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/devotee-names/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            starId?: number;
            birthMonthId?: number | null;
            genderId?: number | null;
            relation?: string | null;
            isDefault?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              starId: number;
              starName: string;
              starNameNarration: string;
              birthMonthId: number | null;
              genderId: number | null;
              relation: string | null;
              isDefault: boolean;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/me/favourite-temples': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                code: string;
                name: string;
                nameNarration: string | null;
                address: string | null;
                place: string | null;
                location: {
                  id: number;
                  name: string;
                } | null;
                shortDescription: string | null;
                timing: string | null;
                eveningTiming: string | null;
                features: {
                  isSeva: boolean;
                  isVirtualQueue: boolean;
                  isDevoteeVisit: boolean;
                  isLiveDarshan: boolean;
                };
                latitude: number | null;
                longitude: number | null;
                logoUrl: string;
                bannerUrl: string;
                distanceKm?: number | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/favourite-temples/{templeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/recent-temples': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                code: string;
                name: string;
                nameNarration: string | null;
                address: string | null;
                place: string | null;
                location: {
                  id: number;
                  name: string;
                } | null;
                shortDescription: string | null;
                timing: string | null;
                eveningTiming: string | null;
                features: {
                  isSeva: boolean;
                  isVirtualQueue: boolean;
                  isDevoteeVisit: boolean;
                  isLiveDarshan: boolean;
                };
                latitude: number | null;
                longitude: number | null;
                logoUrl: string;
                bannerUrl: string;
                distanceKm?: number | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/enquiries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            email?: string;
            mobile?: string;
            subject: string;
            message: string;
            templeId?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              status: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/enquiries/{enquiryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** spec enquiry-reply: one enquiry to the temple, with its replies */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          enquiryId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number | null;
              templeName: string | null;
              name: string;
              email: string | null;
              mobile: string | null;
              subject: string;
              message: string;
              /** @enum {string} */
              status: 'open' | 'replied' | 'closed';
              receivedAt: string;
              answeredAt: string | null;
              answeredByName: string | null;
              replies: {
                id: number;
                message: string;
                toMobile: string;
                sentAt: string;
                sentByName: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/enquiries/{enquiryId}/replies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** spec enquiry-reply: answer the enquirer by SMS; the enquiry becomes replied */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          enquiryId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number | null;
              templeName: string | null;
              name: string;
              email: string | null;
              mobile: string | null;
              subject: string;
              message: string;
              /** @enum {string} */
              status: 'open' | 'replied' | 'closed';
              receivedAt: string;
              answeredAt: string | null;
              answeredByName: string | null;
              replies: {
                id: number;
                message: string;
                toMobile: string;
                sentAt: string;
                sentByName: string | null;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/enquiries/{enquiryId}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** spec enquiry-reply: close the enquiry without a reply */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          enquiryId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number | null;
              templeName: string | null;
              name: string;
              email: string | null;
              mobile: string | null;
              subject: string;
              message: string;
              /** @enum {string} */
              status: 'open' | 'replied' | 'closed';
              receivedAt: string;
              answeredAt: string | null;
              answeredByName: string | null;
              replies: {
                id: number;
                message: string;
                toMobile: string;
                sentAt: string;
                sentByName: string | null;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/enquiries/{enquiryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** spec enquiry-reply (administrators): any enquiry, with its replies */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          enquiryId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number | null;
              templeName: string | null;
              name: string;
              email: string | null;
              mobile: string | null;
              subject: string;
              message: string;
              /** @enum {string} */
              status: 'open' | 'replied' | 'closed';
              receivedAt: string;
              answeredAt: string | null;
              answeredByName: string | null;
              replies: {
                id: number;
                message: string;
                toMobile: string;
                sentAt: string;
                sentByName: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/enquiries/{enquiryId}/replies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** spec enquiry-reply (administrators): answer the enquirer by SMS */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          enquiryId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number | null;
              templeName: string | null;
              name: string;
              email: string | null;
              mobile: string | null;
              subject: string;
              message: string;
              /** @enum {string} */
              status: 'open' | 'replied' | 'closed';
              receivedAt: string;
              answeredAt: string | null;
              answeredByName: string | null;
              replies: {
                id: number;
                message: string;
                toMobile: string;
                sentAt: string;
                sentByName: string | null;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/enquiries/{enquiryId}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** spec enquiry-reply (administrators): close the enquiry without a reply */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          enquiryId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number | null;
              templeName: string | null;
              name: string;
              email: string | null;
              mobile: string | null;
              subject: string;
              message: string;
              /** @enum {string} */
              status: 'open' | 'replied' | 'closed';
              receivedAt: string;
              answeredAt: string | null;
              answeredByName: string | null;
              replies: {
                id: number;
                message: string;
                toMobile: string;
                sentAt: string;
                sentByName: string | null;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/referrals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeName: string;
                place: string | null;
                contactPerson: string | null;
                mobile: string | null;
                remarks: string | null;
                status: string;
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            templeName: string;
            place: string;
            contactPerson?: string;
            mobile?: string;
            remarks?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeName: string;
              place: string | null;
              contactPerson: string | null;
              mobile: string | null;
              remarks: string | null;
              status: string;
              createdAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/otp/request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a sign-up or login OTP by SMS */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            mobile: string;
            /** @enum {string} */
            purpose?: 'signup' | 'login';
            /** @enum {string} */
            language?: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              purpose: 'signup' | 'login' | 'reset-password' | 'delete-account' | 'delete-temple';
              sentTo: string;
              expiresInSeconds: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/otp/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in with an OTP; a new mobile gets a devotee account (201) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            mobile: string;
            otp: string;
            userName?: string;
            email?: string;
            password?: string;
            /** @enum {string} */
            language?: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: number;
                userName: string;
                email: string | null;
                mobile: string | null;
                whatsapp: string | null;
                address: string | null;
                userType: number;
                templeId: number | null;
                templeTimeZone: string | null;
                /** @enum {string} */
                language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
                templeMessagesBySms: boolean;
                status: number;
                createdAt: string;
              };
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: number;
                userName: string;
                email: string | null;
                mobile: string | null;
                whatsapp: string | null;
                address: string | null;
                userType: number;
                templeId: number | null;
                templeTimeZone: string | null;
                /** @enum {string} */
                language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
                templeMessagesBySms: boolean;
                status: number;
                createdAt: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in with email or mobile and password */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            identifier: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: number;
                userName: string;
                email: string | null;
                mobile: string | null;
                whatsapp: string | null;
                address: string | null;
                userType: number;
                templeId: number | null;
                templeTimeZone: string | null;
                /** @enum {string} */
                language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
                templeMessagesBySms: boolean;
                status: number;
                createdAt: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the session */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/password/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a password-reset OTP to the account's mobile, if an account has the identifier
     * @description Answers 202 alike whether or not an account has the email or mobile number, so the answer does not tell who has an account.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            identifier: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              purpose: 'reset-password';
              expiresInSeconds: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the reset OTP; ends every session of the account */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            identifier: string;
            otp: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The session's user */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              userName: string;
              email: string | null;
              mobile: string | null;
              whatsapp: string | null;
              address: string | null;
              userType: number;
              templeId: number | null;
              templeTimeZone: string | null;
              /** @enum {string} */
              language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
              templeMessagesBySms: boolean;
              status: number;
              createdAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete (anonymise) my account with the OTP */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            otp: string;
          };
        };
      };
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    /** Update my profile */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userName?: string;
            email?: string | null;
            whatsapp?: string | null;
            address?: string | null;
            /** @enum {string} */
            language?: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
            templeMessagesBySms?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              userName: string;
              email: string | null;
              mobile: string | null;
              whatsapp: string | null;
              address: string | null;
              userType: number;
              templeId: number | null;
              templeTimeZone: string | null;
              /** @enum {string} */
              language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
              templeMessagesBySms: boolean;
              status: number;
              createdAt: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change my password; my other sessions end */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currentPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/delete-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the OTP that confirms deleting my account */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              purpose: 'signup' | 'login' | 'reset-password' | 'delete-account' | 'delete-temple';
              sentTo: string;
              expiresInSeconds: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users (admins): search, type, status; newest first */
    get: {
      parameters: {
        query?: {
          search?: string;
          userType?: number;
          status?: number;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                userName: string;
                email: string | null;
                mobile: string | null;
                whatsapp: string | null;
                address: string | null;
                userType: number;
                templeId: number | null;
                templeTimeZone: string | null;
                /** @enum {string} */
                language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
                templeMessagesBySms: boolean;
                status: number;
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Open an account of any type; without a password the mobile gets a sign-in SMS */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userName: string;
            email?: string;
            mobile?: string;
            userType: number;
            templeId?: number | null;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              userName: string;
              email: string | null;
              mobile: string | null;
              whatsapp: string | null;
              address: string | null;
              userType: number;
              templeId: number | null;
              templeTimeZone: string | null;
              /** @enum {string} */
              language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
              templeMessagesBySms: boolean;
              status: number;
              createdAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user (admins) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              userName: string;
              email: string | null;
              mobile: string | null;
              whatsapp: string | null;
              address: string | null;
              userType: number;
              templeId: number | null;
              templeTimeZone: string | null;
              /** @enum {string} */
              language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
              templeMessagesBySms: boolean;
              status: number;
              createdAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a user: name, contacts, type, temple, block (0) or unblock (1) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userName?: string;
            email?: string | null;
            mobile?: string | null;
            userType?: number;
            templeId?: number | null;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              userName: string;
              email: string | null;
              mobile: string | null;
              whatsapp: string | null;
              address: string | null;
              userType: number;
              templeId: number | null;
              templeTimeZone: string | null;
              /** @enum {string} */
              language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
              templeMessagesBySms: boolean;
              status: number;
              createdAt: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/users/{userId}/password-reset-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the user an SMS with the link to set a new password */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sentTo: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/sms-outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The SMS outbox (SMS report), newest first */
    get: {
      parameters: {
        query?: {
          mobile?: string;
          status?: 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                toMobile: string;
                body: string;
                purpose: string;
                templeId: number | null;
                adapter: string;
                /** @enum {string} */
                status: 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';
                attempts: number;
                error: string | null;
                nextAttemptAt: string | null;
                createdAt: string;
                sentAt: string | null;
                deliveredAt: string | null;
                providerMessageId: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/email-outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The e-mail outbox: every e-mail the platform sent or tried to send, newest first */
    get: {
      parameters: {
        query?: {
          to?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                toAddress: string;
                subject: string;
                body: string;
                purpose: string;
                templeId: number | null;
                adapter: string;
                /** @enum {string} */
                status: 'sent' | 'failed';
                error: string | null;
                createdAt: string;
                sentAt: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform at a glance (spec dash): temples, bookings, payments, refunds, enquiries */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              today: string;
              monthStart: string;
              temples: {
                active: number;
                onboarding: number;
                disabled: number;
              };
              bookingsToday: {
                count: number;
                amount: number;
              };
              bookingsThisMonth: {
                count: number;
                amount: number;
              };
              paymentsFailedToday: {
                count: number;
                amount: number;
              };
              paymentsPending: {
                count: number;
                amount: number;
              };
              refundsWaiting: {
                count: number;
                amount: number;
              };
              enquiriesUnanswered: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who changed what and when, with the record before and after; newest first */
    get: {
      parameters: {
        query?: {
          templeId?: number;
          actorUserId?: number;
          action?: string;
          from?: string;
          to?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                at: string;
                actor: {
                  id: number;
                  userName: string;
                } | null;
                temple: {
                  id: number;
                  name: string;
                } | null;
                action: string;
                entity: string;
                entityId: string | null;
                before: {
                  [key: string]: unknown;
                } | null;
                after: {
                  [key: string]: unknown;
                } | null;
                ip: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/temples': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every temple but the deleted (spec temple-list): search, state, location, status; paged */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          search?: string;
          state?: string;
          locationId?: number;
          status?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                code: string;
                shortCode: string | null;
                name: string;
                place: string | null;
                state: string;
                locationName: string | null;
                mobile: string | null;
                status: number;
                features: {
                  isSeva: boolean;
                  isVirtualQueue: boolean;
                  isDevoteeVisit: boolean;
                  isLiveDarshan: boolean;
                };
                paymentGatewayId: string | null;
                admin: {
                  id: number;
                  userName: string;
                  mobile: string | null;
                  email: string | null;
                } | null;
                logoUrl: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Register a temple and its administrator (spec POST /Temple); the administrator's mobile gets a sign-in SMS */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            nameNarration?: string | null;
            address?: string | null;
            addressNarration?: string | null;
            place?: string | null;
            state?: string;
            locationId?: number | null;
            latitude?: number | null;
            longitude?: number | null;
            landLine?: string | null;
            /** @description The temple's mobile: the deletion OTP goes to it */
            mobile: string;
            officeNumber?: string | null;
            email?: ('' | string) | null;
            website?: string | null;
            facebook?: string | null;
            whatsapp?: ('' | string) | null;
            displayContacts?: string | null;
            shortDescription?: string | null;
            timing?: string | null;
            eveningTiming?: string | null;
            history?: string | null;
            manthra?: string | null;
            mapEmbedUrl?: string | null;
            videoUrl?: string | null;
            launchVideoUrl?: string | null;
            bankName?: string | null;
            bankBranch?: string | null;
            bankIfsc?: string | null;
            bankAccountNumber?: string | null;
            bankAccountName?: string | null;
            upiVpa?: string | null;
            gstin?: string | null;
            isDakshinaEnabled?: boolean;
            isNameStarRequired?: boolean;
            isNotification?: boolean;
            sevaBlockPeriodDays?: number;
            sevaEndDate?: string | null;
            /** @enum {string} */
            starOfDayRule?: 'sunrise' | 'six-nazhika';
            code: string;
            shortCode?: string | null;
            orderNo?: number;
            isSeva?: boolean;
            isVirtualQueue?: boolean;
            isDevoteeVisit?: boolean;
            isLiveDarshan?: boolean;
            isChangeAllSevaTime?: boolean;
            isRegistered?: boolean;
            showPanchangam?: boolean;
            platformChargeAmount?: number;
            platformChargePercent?: number;
            splitServiceCharge?: number;
            isIntroductoryServiceCharge?: boolean;
            introductoryServiceAmount?: number;
            paymentGatewayId?: ('none' | 'demo' | 'razorpay') | null;
            sevaBookingLink?: string | null;
            devoteeVisitBookingLink?: string | null;
            virtualQueueBookingLink?: string | null;
            liveDarshanBookingLink?: string | null;
            legalContract?: string | null;
            timeZone?: string;
            status?: 0 | 1 | 3;
            admin: {
              userName: string;
              /** @description The administrator's mobile: the sign-in SMS goes to it */
              mobile: string;
              email?: ('' | string) | null;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              temple: {
                id: number;
                code: string;
                shortCode: string | null;
                orderNo: number;
                name: string;
                nameNarration: string | null;
                address: string | null;
                addressNarration: string | null;
                place: string | null;
                state: string;
                locationId: number | null;
                latitude: number | null;
                longitude: number | null;
                contacts: {
                  landLine: string | null;
                  mobile: string | null;
                  officeNumber: string | null;
                  email: string | null;
                  website: string | null;
                  facebook: string | null;
                  whatsapp: string | null;
                  displayContacts: string | null;
                };
                shortDescription: string | null;
                timing: string | null;
                eveningTiming: string | null;
                history: string | null;
                manthra: string | null;
                mapEmbedUrl: string | null;
                videoUrl: string | null;
                launchVideoUrl: string | null;
                bank: {
                  bankName: string | null;
                  bankBranch: string | null;
                  bankIfsc: string | null;
                  bankAccountNumber: string | null;
                  bankAccountName: string | null;
                  upiVpa: string | null;
                };
                gstin: string | null;
                isDakshinaEnabled: boolean;
                isNameStarRequired: boolean;
                isNotification: boolean;
                sevaBlockPeriodDays: number;
                sevaEndDate: string | null;
                /** @enum {string} */
                starOfDayRule: 'sunrise' | 'six-nazhika';
                timeZone: string;
                features: {
                  isSeva: boolean;
                  isVirtualQueue: boolean;
                  isDevoteeVisit: boolean;
                  isLiveDarshan: boolean;
                  isChangeAllSevaTime: boolean;
                  isRegistered: boolean;
                  showPanchangam: boolean;
                };
                charges: {
                  platformChargeAmount: number;
                  platformChargePercent: number;
                  splitServiceCharge: number;
                  isIntroductoryServiceCharge: boolean;
                  introductoryServiceAmount: number;
                };
                paymentGatewayId: string | null;
                links: {
                  sevaBooking: string | null;
                  devoteeVisitBooking: string | null;
                  virtualQueueBooking: string | null;
                  liveDarshanBooking: string | null;
                };
                legalContract: string | null;
                status: number;
                logoUrl: string;
                bannerUrl: string;
                updatedAt: string;
                admin: {
                  id: number;
                  userName: string;
                  mobile: string | null;
                  email: string | null;
                } | null;
              };
              isNewAdminAccount: boolean;
              smsSentTo: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/temples/{templeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              shortCode: string | null;
              orderNo: number;
              name: string;
              nameNarration: string | null;
              address: string | null;
              addressNarration: string | null;
              place: string | null;
              state: string;
              locationId: number | null;
              latitude: number | null;
              longitude: number | null;
              contacts: {
                landLine: string | null;
                mobile: string | null;
                officeNumber: string | null;
                email: string | null;
                website: string | null;
                facebook: string | null;
                whatsapp: string | null;
                displayContacts: string | null;
              };
              shortDescription: string | null;
              timing: string | null;
              eveningTiming: string | null;
              history: string | null;
              manthra: string | null;
              mapEmbedUrl: string | null;
              videoUrl: string | null;
              launchVideoUrl: string | null;
              bank: {
                bankName: string | null;
                bankBranch: string | null;
                bankIfsc: string | null;
                bankAccountNumber: string | null;
                bankAccountName: string | null;
                upiVpa: string | null;
              };
              gstin: string | null;
              isDakshinaEnabled: boolean;
              isNameStarRequired: boolean;
              isNotification: boolean;
              sevaBlockPeriodDays: number;
              sevaEndDate: string | null;
              /** @enum {string} */
              starOfDayRule: 'sunrise' | 'six-nazhika';
              timeZone: string;
              features: {
                isSeva: boolean;
                isVirtualQueue: boolean;
                isDevoteeVisit: boolean;
                isLiveDarshan: boolean;
                isChangeAllSevaTime: boolean;
                isRegistered: boolean;
                showPanchangam: boolean;
              };
              charges: {
                platformChargeAmount: number;
                platformChargePercent: number;
                splitServiceCharge: number;
                isIntroductoryServiceCharge: boolean;
                introductoryServiceAmount: number;
              };
              paymentGatewayId: string | null;
              links: {
                sevaBooking: string | null;
                devoteeVisitBooking: string | null;
                virtualQueueBooking: string | null;
                liveDarshanBooking: string | null;
              };
              legalContract: string | null;
              status: number;
              logoUrl: string;
              bannerUrl: string;
              updatedAt: string;
              admin: {
                id: number;
                userName: string;
                mobile: string | null;
                email: string | null;
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change any of a temple's settings, feature flags, charges and status included (spec POST /TempleInsert) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            nameNarration?: string | null;
            address?: string | null;
            addressNarration?: string | null;
            place?: string | null;
            state?: string;
            locationId?: number | null;
            latitude?: number | null;
            longitude?: number | null;
            landLine?: string | null;
            mobile?: ('' | string) | null;
            officeNumber?: string | null;
            email?: ('' | string) | null;
            website?: string | null;
            facebook?: string | null;
            whatsapp?: ('' | string) | null;
            displayContacts?: string | null;
            shortDescription?: string | null;
            timing?: string | null;
            eveningTiming?: string | null;
            history?: string | null;
            manthra?: string | null;
            mapEmbedUrl?: string | null;
            videoUrl?: string | null;
            launchVideoUrl?: string | null;
            bankName?: string | null;
            bankBranch?: string | null;
            bankIfsc?: string | null;
            bankAccountNumber?: string | null;
            bankAccountName?: string | null;
            upiVpa?: string | null;
            gstin?: string | null;
            isDakshinaEnabled?: boolean;
            isNameStarRequired?: boolean;
            isNotification?: boolean;
            sevaBlockPeriodDays?: number;
            sevaEndDate?: string | null;
            /** @enum {string} */
            starOfDayRule?: 'sunrise' | 'six-nazhika';
            code?: string;
            shortCode?: string | null;
            orderNo?: number;
            isSeva?: boolean;
            isVirtualQueue?: boolean;
            isDevoteeVisit?: boolean;
            isLiveDarshan?: boolean;
            isChangeAllSevaTime?: boolean;
            isRegistered?: boolean;
            showPanchangam?: boolean;
            platformChargeAmount?: number;
            platformChargePercent?: number;
            splitServiceCharge?: number;
            isIntroductoryServiceCharge?: boolean;
            introductoryServiceAmount?: number;
            paymentGatewayId?: ('none' | 'demo' | 'razorpay') | null;
            sevaBookingLink?: string | null;
            devoteeVisitBookingLink?: string | null;
            virtualQueueBookingLink?: string | null;
            liveDarshanBookingLink?: string | null;
            legalContract?: string | null;
            timeZone?: string;
            status?: 0 | 1 | 3;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              shortCode: string | null;
              orderNo: number;
              name: string;
              nameNarration: string | null;
              address: string | null;
              addressNarration: string | null;
              place: string | null;
              state: string;
              locationId: number | null;
              latitude: number | null;
              longitude: number | null;
              contacts: {
                landLine: string | null;
                mobile: string | null;
                officeNumber: string | null;
                email: string | null;
                website: string | null;
                facebook: string | null;
                whatsapp: string | null;
                displayContacts: string | null;
              };
              shortDescription: string | null;
              timing: string | null;
              eveningTiming: string | null;
              history: string | null;
              manthra: string | null;
              mapEmbedUrl: string | null;
              videoUrl: string | null;
              launchVideoUrl: string | null;
              bank: {
                bankName: string | null;
                bankBranch: string | null;
                bankIfsc: string | null;
                bankAccountNumber: string | null;
                bankAccountName: string | null;
                upiVpa: string | null;
              };
              gstin: string | null;
              isDakshinaEnabled: boolean;
              isNameStarRequired: boolean;
              isNotification: boolean;
              sevaBlockPeriodDays: number;
              sevaEndDate: string | null;
              /** @enum {string} */
              starOfDayRule: 'sunrise' | 'six-nazhika';
              timeZone: string;
              features: {
                isSeva: boolean;
                isVirtualQueue: boolean;
                isDevoteeVisit: boolean;
                isLiveDarshan: boolean;
                isChangeAllSevaTime: boolean;
                isRegistered: boolean;
                showPanchangam: boolean;
              };
              charges: {
                platformChargeAmount: number;
                platformChargePercent: number;
                splitServiceCharge: number;
                isIntroductoryServiceCharge: boolean;
                introductoryServiceAmount: number;
              };
              paymentGatewayId: string | null;
              links: {
                sevaBooking: string | null;
                devoteeVisitBooking: string | null;
                virtualQueueBooking: string | null;
                liveDarshanBooking: string | null;
              };
              legalContract: string | null;
              status: number;
              logoUrl: string;
              bannerUrl: string;
              updatedAt: string;
              admin: {
                id: number;
                userName: string;
                mobile: string | null;
                email: string | null;
              } | null;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/admin/temples/{templeId}/deletion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start deleting a temple (spec POST /Temple?tid): an OTP goes to the temple's mobile */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sentTo: string;
              emailedTo: string | null;
              expiresInSeconds: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/temples/{templeId}/deletion/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish deleting a temple with the OTP (spec GET /Temple?Id&DeleteOtp); a temple with bookings to perform or money not settled is disabled instead */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            otp: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              outcome: 'deleted' | 'disabled';
              blockers: {
                /** @enum {string} */
                reason: 'bookings-to-perform' | 'money-not-settled';
                count: number;
                amount: number;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/platform-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in administrator's platform rights and temples (everything for type 1) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              rights: (
                | 'platform.temples'
                | 'platform.users'
                | 'platform.reports'
                | 'platform.sms'
                | 'platform.enquiries'
                | 'platform.content'
              )[];
              allTemples: boolean;
              templeIds: number[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/sub-admins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** spec sub-admin-user-list (GET /InitAdmin): sub-administrators with their rights and temples */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                userName: string;
                email: string | null;
                mobile: string | null;
                status: number;
                access: {
                  rights: (
                    | 'platform.temples'
                    | 'platform.users'
                    | 'platform.reports'
                    | 'platform.sms'
                    | 'platform.enquiries'
                    | 'platform.content'
                  )[];
                  allTemples: boolean;
                  templeIds: number[];
                };
                temples: {
                  id: number;
                  name: string;
                }[];
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/sub-admins/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** spec sub-admin-user-details (GET /InitAdmin?userid, GET /UserRights?userid) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              userName: string;
              email: string | null;
              mobile: string | null;
              status: number;
              access: {
                rights: (
                  | 'platform.temples'
                  | 'platform.users'
                  | 'platform.reports'
                  | 'platform.sms'
                  | 'platform.enquiries'
                  | 'platform.content'
                )[];
                allTemples: boolean;
                templeIds: number[];
              };
              temples: {
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/sub-admins/{userId}/access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a sub-administrator's rights and temples */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            rights: (
              | 'platform.temples'
              | 'platform.users'
              | 'platform.reports'
              | 'platform.sms'
              | 'platform.enquiries'
              | 'platform.content'
            )[];
            allTemples: boolean;
            templeIds: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              userName: string;
              email: string | null;
              mobile: string | null;
              status: number;
              access: {
                rights: (
                  | 'platform.temples'
                  | 'platform.users'
                  | 'platform.reports'
                  | 'platform.sms'
                  | 'platform.enquiries'
                  | 'platform.content'
                )[];
                allTemples: boolean;
                templeIds: number[];
              };
              temples: {
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/help': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every help entry, shown or hidden, by page name */
    get: {
      parameters: {
        query?: {
          search?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                pageName: string;
                title: string;
                contentHtml: string;
                status: number;
                updatedAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Add the help page of a screen (spec POST /Help); its HTML is sanitised */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageName: string;
            title: string;
            contentHtml: string;
            /** @default 1 */
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              pageName: string;
              title: string;
              contentHtml: string;
              status: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/help/{helpId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          helpId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              pageName: string;
              title: string;
              contentHtml: string;
              status: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a help page, or show (1) and hide (0) it (spec GET /Help?id&status) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          helpId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pageName?: string;
            title?: string;
            contentHtml?: string;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              pageName: string;
              title: string;
              contentHtml: string;
              status: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/admin/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every location, listed or hidden */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                code: string;
                name: string;
                nameNarration: string | null;
                state: string;
                orderNo: number;
                status: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Add a location */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            name: string;
            nameNarration?: string | null;
            /** @enum {string} */
            state:
              | 'Andaman and Nicobar Islands'
              | 'Andhra Pradesh'
              | 'Arunachal Pradesh'
              | 'Assam'
              | 'Bihar'
              | 'Chandigarh'
              | 'Chhattisgarh'
              | 'Dadra and Nagar Haveli and Daman and Diu'
              | 'Delhi'
              | 'Goa'
              | 'Gujarat'
              | 'Haryana'
              | 'Himachal Pradesh'
              | 'Jammu and Kashmir'
              | 'Jharkhand'
              | 'Karnataka'
              | 'Kerala'
              | 'Ladakh'
              | 'Lakshadweep'
              | 'Madhya Pradesh'
              | 'Maharashtra'
              | 'Manipur'
              | 'Meghalaya'
              | 'Mizoram'
              | 'Nagaland'
              | 'Odisha'
              | 'Puducherry'
              | 'Punjab'
              | 'Rajasthan'
              | 'Sikkim'
              | 'Tamil Nadu'
              | 'Telangana'
              | 'Tripura'
              | 'Uttar Pradesh'
              | 'Uttarakhand'
              | 'West Bengal';
            /** @default 0 */
            orderNo?: number;
            /** @default 1 */
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              name: string;
              nameNarration: string | null;
              state: string;
              orderNo: number;
              status: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/locations/{locationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a location, or hide (0) and list (1) it */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          locationId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            name?: string;
            nameNarration?: string | null;
            /** @enum {string} */
            state?:
              | 'Andaman and Nicobar Islands'
              | 'Andhra Pradesh'
              | 'Arunachal Pradesh'
              | 'Assam'
              | 'Bihar'
              | 'Chandigarh'
              | 'Chhattisgarh'
              | 'Dadra and Nagar Haveli and Daman and Diu'
              | 'Delhi'
              | 'Goa'
              | 'Gujarat'
              | 'Haryana'
              | 'Himachal Pradesh'
              | 'Jammu and Kashmir'
              | 'Jharkhand'
              | 'Karnataka'
              | 'Kerala'
              | 'Ladakh'
              | 'Lakshadweep'
              | 'Madhya Pradesh'
              | 'Maharashtra'
              | 'Manipur'
              | 'Meghalaya'
              | 'Mizoram'
              | 'Nagaland'
              | 'Odisha'
              | 'Puducherry'
              | 'Punjab'
              | 'Rajasthan'
              | 'Sikkim'
              | 'Tamil Nadu'
              | 'Telangana'
              | 'Tripura'
              | 'Uttar Pradesh'
              | 'Uttarakhand'
              | 'West Bengal';
            orderNo?: number;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              name: string;
              nameNarration: string | null;
              state: string;
              orderNo: number;
              status: number;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/star-dates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dates on which a star is the star of the day
     * @description The star of the day is the nakshatra of the sidereal Moon (Lahiri ayanamsa) at local sunrise, or six nazhika (144 min) after sunrise by the Kerala rule. Give templeId, or lat and lon (time zone Asia/Kolkata unless timeZone is given). Ranges cover at most 366 days.
     */
    get: {
      parameters: {
        query: {
          /** @description 1 Ashwathy … 27 Revathi */
          star: number;
          /** @description First date, yyyy-MM-dd */
          from: string;
          /** @description Last date, yyyy-MM-dd; at most 366 days in all */
          to: string;
          /** @description The temple whose place, zone and rule apply */
          templeId?: number;
          /** @description Latitude in degrees, north positive */
          lat?: number;
          /** @description Longitude in degrees, east positive */
          lon?: number;
          /** @description With lat and lon: the zone whose calendar dates are meant (default Asia/Kolkata) */
          timeZone?: string;
          /** @description Star at sunrise, or six nazhika after it; default: the temple's rule, else sunrise */
          rule?: 'sunrise' | 'six-nazhika';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              star: number;
              from: string;
              to: string;
              /** @enum {string} */
              rule: 'sunrise' | 'six-nazhika';
              timeZone: string;
              latitude: number;
              longitude: number;
              templeId: number | null;
              items: {
                /** @description yyyy-MM-dd in the time zone */
                date: string;
                /** @description Sunrise (upper limb, standard refraction), UTC: 2026-11-22T00:54:12Z */
                sunrise: string;
                /** @description Sunrise, local time to the minute: 06:24 */
                sunriseLocal: string;
                /** @description When the day's star ends, UTC */
                starEnd: string;
                /** @description When the day's star ends, local, to the minute: 2026-11-22T14:03+05:30 */
                starEndLocal: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/panchangam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The star of the day for every date of a month */
    get: {
      parameters: {
        query: {
          /** @description yyyy-MM */
          month: string;
          /** @description The temple whose place, zone and rule apply */
          templeId?: number;
          /** @description Latitude in degrees, north positive */
          lat?: number;
          /** @description Longitude in degrees, east positive */
          lon?: number;
          /** @description With lat and lon: the zone whose calendar dates are meant (default Asia/Kolkata) */
          timeZone?: string;
          /** @description Star at sunrise, or six nazhika after it; default: the temple's rule, else sunrise */
          rule?: 'sunrise' | 'six-nazhika';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              month: string;
              /** @enum {string} */
              rule: 'sunrise' | 'six-nazhika';
              timeZone: string;
              latitude: number;
              longitude: number;
              templeId: number | null;
              items: {
                /** @description yyyy-MM-dd in the time zone */
                date: string;
                star: {
                  id: number;
                  name: string;
                  nameNarration: string;
                } | null;
                sunrise: string | null;
                sunriseLocal: string | null;
                starEnd: string | null;
                starEndLocal: string | null;
                /** @description The Malayalam (Kollam era) month, a birth-month lookup item: the Sun's sidereal sign 3/5 of the daytime after sunrise */
                malayalamMonth: {
                  id: number;
                  name: string;
                  nameNarration: string;
                } | null;
                /** @description The Kollam era (ME) year, which begins on Chingam 1: 1202 from 17 August 2026 */
                malayalamYear: number | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sevas/{sevaId}/star-series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The dates a seva would take every month, or every year, on the devotee's star
     * @description every=month: the next `occurrences` days whose star of the day (the temple's rule, as GET /api/v1/star-dates) is `star`, a star at two sunrises counted once (its first day). every=year: once a year, the star's first day in the Malayalam month `month` (1 Chingam … 12 Karkidakam), or its next day after a month that has none. Each date comes with the booking calendar's status and, when it cannot be booked, the nearest bookable day of the star the series does not already take; `dates` are what the devotee books on accepting.
     */
    get: {
      parameters: {
        query: {
          star: number;
          /** @description month: each time the star comes; year: once a year in `month` */
          every: 'month' | 'year';
          /** @description How many dates: 1–12 monthly, 1–5 yearly */
          occurrences: number;
          /** @description For every=year: the Malayalam month, 1 Chingam … 12 Karkidakam */
          month?: number;
        };
        header?: never;
        path: {
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sevaId: number;
              templeId: number;
              star: number;
              /** @enum {string} */
              every: 'month' | 'year';
              month: number | null;
              /** @enum {string} */
              rule: 'sunrise' | 'six-nazhika';
              occurrences: {
                date: string;
                note: ('twoSunrises' | 'twiceInMonth' | 'notInMonth' | 'afterSkippedCycle') | null;
                otherDate: string | null;
                /** @enum {string} */
                status: 'open' | 'full' | 'blocked' | 'closed';
                reason:
                  | (
                      | 'VALIDATION_FAILED'
                      | 'MALFORMED_JSON'
                      | 'UNAUTHENTICATED'
                      | 'INVALID_CREDENTIALS'
                      | 'SESSION_EXPIRED'
                      | 'FORBIDDEN'
                      | 'CSRF_TOKEN_INVALID'
                      | 'NOT_FOUND'
                      | 'ROUTE_NOT_FOUND'
                      | 'METHOD_NOT_ALLOWED'
                      | 'CONFLICT'
                      | 'MOBILE_ALREADY_REGISTERED'
                      | 'EMAIL_ALREADY_REGISTERED'
                      | 'OTP_INVALID'
                      | 'OTP_EXPIRED'
                      | 'OTP_ATTEMPTS_EXCEEDED'
                      | 'PASSWORD_INCORRECT'
                      | 'PAYLOAD_TOO_LARGE'
                      | 'UNSUPPORTED_MEDIA_TYPE'
                      | 'RATE_LIMITED'
                      | 'INVALID_DATE'
                      | 'PERFORM_DATE_REQUIRED'
                      | 'BEFORE_MIN_PERFORM_DATE'
                      | 'TOO_FAR_AHEAD'
                      | 'AFTER_SEVA_END_DATE'
                      | 'WEEKDAY_NOT_ALLOWED'
                      | 'NOT_A_SPECIAL_POOJA_DATE'
                      | 'STAR_SERIES_NOT_OFFERED'
                      | 'NOT_STAR_DAY'
                      | 'TILL_DATE_INVALID'
                      | 'QUANTITY_OVER_DAILY_LIMIT'
                      | 'DATE_ALLOTTED_BY_TEMPLE'
                      | 'DELIVERY_NOT_AVAILABLE'
                      | 'DAKSHINA_NOT_ACCEPTED'
                      | 'DATE_BLOCKED'
                      | 'SEVA_FULL'
                      | 'SEVA_NOT_AVAILABLE'
                      | 'PRICE_CHANGED'
                      | 'DEVOTEE_NAME_LIMIT'
                      | 'PAYMENT_SIGNATURE_INVALID'
                      | 'PAYMENT_MODE_NOT_AVAILABLE'
                      | 'PAYMENT_NOT_PENDING'
                      | 'ORDER_LINE_NOT_EDITABLE'
                      | 'INVALID_IMAGE_TYPE'
                      | 'CODE_IN_USE'
                      | 'RECORD_IN_USE'
                      | 'PAYMENT_GATEWAY_UNAVAILABLE'
                      | 'LINE_NOT_AWAITING_APPROVAL'
                      | 'ORDER_NOT_PAID'
                      | 'ORDER_NOT_REFUNDABLE'
                      | 'REFUND_LINE_NOT_REFUNDABLE'
                      | 'REFUND_LINE_IN_OPEN_REFUND'
                      | 'NOTHING_TO_REFUND'
                      | 'REFUND_AMOUNT_TOO_HIGH'
                      | 'REFUND_NOT_OPEN'
                      | 'CANCELLATION_ALREADY_REQUESTED'
                      | 'CANCELLATION_TOO_LATE'
                      | 'SEVA_NOT_IN_TEMPLE'
                      | 'COUNTER_BILL_CANCELLED'
                      | 'VQ_NOT_OFFERED'
                      | 'VQ_SLOT_NOT_FOUND'
                      | 'VQ_OUTSIDE_BOOKING_WINDOW'
                      | 'VQ_PARTY_TOO_LARGE'
                      | 'VQ_DEVOTEES_INVALID'
                      | 'VQ_ANSWERS_INVALID'
                      | 'VQ_SLOT_FULL'
                      | 'VQ_SLOT_BLOCKED'
                      | 'VQ_SLOT_CLOSED'
                      | 'VQ_ALREADY_BOOKED'
                      | 'VQ_BOOKING_NOT_CANCELLABLE'
                      | 'VQ_SLOT_OVERLAP'
                      | 'VQ_SLOT_HAS_BOOKINGS'
                      | 'VQ_TOKEN_INVALID'
                      | 'VQ_WRONG_TEMPLE'
                      | 'VQ_WRONG_DATE'
                      | 'VQ_OUTSIDE_SLOT_WINDOW'
                      | 'VQ_ALREADY_ADMITTED'
                      | 'VQ_BOOKING_CANCELLED'
                      | 'RELEASE_NOT_FOUND'
                      | 'RELEASE_OVERLAP'
                      | 'RELEASE_NOT_CHANGEABLE'
                      | 'RELEASE_NOT_OPEN'
                      | 'WAITING_ROOM_NOT_OPEN'
                      | 'WAITING_ROOM_ADMISSION_REQUIRED'
                      | 'VISITS_NOT_OFFERED'
                      | 'VISIT_GATE_NOT_FOUND'
                      | 'VISIT_ZONE_NOT_FOUND'
                      | 'VISIT_GATE_WRONG_WAY'
                      | 'VISIT_TYPE_NOT_USED'
                      | 'VISIT_QR_INVALID'
                      | 'VISIT_ALREADY_INSIDE'
                      | 'VISIT_NOT_INSIDE'
                      | 'VISIT_ZONE_EMPTY'
                      | 'VISIT_NAME_TAKEN'
                      | 'VISIT_PASS_NOT_FOUND'
                      | 'VISIT_PASS_WAITING'
                      | 'VISIT_PASS_USED'
                      | 'VISIT_PASS_CLOSED'
                      | 'LINE_NOT_PERFORMABLE'
                      | 'INTERNAL'
                      | 'SERVICE_UNAVAILABLE'
                      | 'BOOKING_BUSY'
                    )
                  | null;
                blockedReason: string | null;
                alternative: string | null;
              }[];
              dates: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/star-series-dues/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A later date of a star series paid date by date, as its pay link shows it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The token of the pay link the reminder gave */
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orderNumber: string;
              /** @enum {string} */
              state: 'due' | 'paying' | 'paid' | 'lapsed' | 'cancelled';
              templeId: number;
              templeName: string;
              templeNameNarration: string | null;
              sevaName: string;
              sevaNameNarration: string | null;
              devoteeName: string;
              star: number;
              /** @enum {string} */
              every: 'month' | 'year';
              date: string;
              totalAmount: number;
              payBy: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/star-series-dues/{token}/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Opens the date's payment at the gateway; the date is pending until it completes
     * @description 409 CONFLICT when the date is paid already, a payment of it is under way, the series is stopped, or its pay-by day is over (its place was let go). A payment that does not complete gives the date back to due until the end of its pay-by day.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The token of the pay link the reminder gave */
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              paymentId: number;
              amount: number;
              holdExpiresAt: string;
              checkoutUrl: string | null;
              gateway: {
                name: string;
                clientParams: {
                  [key: string]: unknown;
                } | null;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/star-series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The devotee's sevas that follow their star: each date, the next one, stopped or not */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                sevaId: number;
                sevaName: string;
                sevaNameNarration: string | null;
                templeId: number;
                templeName: string;
                templeNameNarration: string | null;
                star: number;
                devoteeName: string;
                /** @enum {string} */
                every: 'month' | 'year';
                month: number | null;
                occurrences: number;
                /** @enum {string} */
                payment: 'once' | 'each';
                orderId: number;
                orderNumber: string;
                orderStatus: string;
                nextDate: string | null;
                dates: {
                  orderLineId: number;
                  orderId: number;
                  date: string;
                  lineStatus: number;
                  isPerformed: boolean;
                  isClosed: boolean;
                  closedReason: string | null;
                  alternative: string | null;
                  due: {
                    /** @enum {string} */
                    state: 'due' | 'paying' | 'paid' | 'lapsed' | 'cancelled';
                    totalAmount: number;
                    payBy: string;
                    token: string;
                  } | null;
                }[];
                stoppedAt: string | null;
                refundStatus: string | null;
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/star-series/{seriesId}/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stops the series: its dates still to come go to the temple as one cancellation request, refunded by the temple's rules */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The series id from GET /api/v1/me/star-series */
          seriesId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              sevaId: number;
              sevaName: string;
              sevaNameNarration: string | null;
              templeId: number;
              templeName: string;
              templeNameNarration: string | null;
              star: number;
              devoteeName: string;
              /** @enum {string} */
              every: 'month' | 'year';
              month: number | null;
              occurrences: number;
              /** @enum {string} */
              payment: 'once' | 'each';
              orderId: number;
              orderNumber: string;
              orderStatus: string;
              nextDate: string | null;
              dates: {
                orderLineId: number;
                orderId: number;
                date: string;
                lineStatus: number;
                isPerformed: boolean;
                isClosed: boolean;
                closedReason: string | null;
                alternative: string | null;
                due: {
                  /** @enum {string} */
                  state: 'due' | 'paying' | 'paid' | 'lapsed' | 'cancelled';
                  totalAmount: number;
                  payBy: string;
                  token: string;
                } | null;
              }[];
              stoppedAt: string | null;
              refundStatus: string | null;
              createdAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/star-series/{seriesId}/dates/{orderLineId}/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Moves one date of the series to another day of its star at the temple (a date the temple closed: its `alternative`) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          seriesId: string;
          orderLineId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Another day of the series' star at the temple */
            date: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              sevaId: number;
              sevaName: string;
              sevaNameNarration: string | null;
              templeId: number;
              templeName: string;
              templeNameNarration: string | null;
              star: number;
              devoteeName: string;
              /** @enum {string} */
              every: 'month' | 'year';
              month: number | null;
              occurrences: number;
              /** @enum {string} */
              payment: 'once' | 'each';
              orderId: number;
              orderNumber: string;
              orderStatus: string;
              nextDate: string | null;
              dates: {
                orderLineId: number;
                orderId: number;
                date: string;
                lineStatus: number;
                isPerformed: boolean;
                isClosed: boolean;
                closedReason: string | null;
                alternative: string | null;
                due: {
                  /** @enum {string} */
                  state: 'due' | 'paying' | 'paid' | 'lapsed' | 'cancelled';
                  totalAmount: number;
                  payBy: string;
                  token: string;
                } | null;
              }[];
              stoppedAt: string | null;
              refundStatus: string | null;
              createdAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/counter-bills/star-series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The dates a walk-in devotee's star series would take, by the counter's date rules
     * @description As GET /api/v1/sevas/{sevaId}/star-series, for a seva this temple sells at the counter (online or counter-only), from today: the counter's notice, not the online one. 400 SEVA_NOT_IN_TEMPLE for another temple's seva.
     */
    get: {
      parameters: {
        query: {
          /** @description A seva of this temple */
          sevaId: number;
          star: number;
          /** @description month: each time the star comes; year: once a year in `month` */
          every: 'month' | 'year';
          /** @description How many dates: 1–12 monthly, 1–5 yearly */
          occurrences: number;
          /** @description For every=year: the Malayalam month, 1 Chingam … 12 Karkidakam */
          month?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sevaId: number;
              templeId: number;
              star: number;
              /** @enum {string} */
              every: 'month' | 'year';
              month: number | null;
              /** @enum {string} */
              rule: 'sunrise' | 'six-nazhika';
              occurrences: {
                date: string;
                note: ('twoSunrises' | 'twiceInMonth' | 'notInMonth' | 'afterSkippedCycle') | null;
                otherDate: string | null;
                /** @enum {string} */
                status: 'open' | 'full' | 'blocked' | 'closed';
                reason:
                  | (
                      | 'VALIDATION_FAILED'
                      | 'MALFORMED_JSON'
                      | 'UNAUTHENTICATED'
                      | 'INVALID_CREDENTIALS'
                      | 'SESSION_EXPIRED'
                      | 'FORBIDDEN'
                      | 'CSRF_TOKEN_INVALID'
                      | 'NOT_FOUND'
                      | 'ROUTE_NOT_FOUND'
                      | 'METHOD_NOT_ALLOWED'
                      | 'CONFLICT'
                      | 'MOBILE_ALREADY_REGISTERED'
                      | 'EMAIL_ALREADY_REGISTERED'
                      | 'OTP_INVALID'
                      | 'OTP_EXPIRED'
                      | 'OTP_ATTEMPTS_EXCEEDED'
                      | 'PASSWORD_INCORRECT'
                      | 'PAYLOAD_TOO_LARGE'
                      | 'UNSUPPORTED_MEDIA_TYPE'
                      | 'RATE_LIMITED'
                      | 'INVALID_DATE'
                      | 'PERFORM_DATE_REQUIRED'
                      | 'BEFORE_MIN_PERFORM_DATE'
                      | 'TOO_FAR_AHEAD'
                      | 'AFTER_SEVA_END_DATE'
                      | 'WEEKDAY_NOT_ALLOWED'
                      | 'NOT_A_SPECIAL_POOJA_DATE'
                      | 'STAR_SERIES_NOT_OFFERED'
                      | 'NOT_STAR_DAY'
                      | 'TILL_DATE_INVALID'
                      | 'QUANTITY_OVER_DAILY_LIMIT'
                      | 'DATE_ALLOTTED_BY_TEMPLE'
                      | 'DELIVERY_NOT_AVAILABLE'
                      | 'DAKSHINA_NOT_ACCEPTED'
                      | 'DATE_BLOCKED'
                      | 'SEVA_FULL'
                      | 'SEVA_NOT_AVAILABLE'
                      | 'PRICE_CHANGED'
                      | 'DEVOTEE_NAME_LIMIT'
                      | 'PAYMENT_SIGNATURE_INVALID'
                      | 'PAYMENT_MODE_NOT_AVAILABLE'
                      | 'PAYMENT_NOT_PENDING'
                      | 'ORDER_LINE_NOT_EDITABLE'
                      | 'INVALID_IMAGE_TYPE'
                      | 'CODE_IN_USE'
                      | 'RECORD_IN_USE'
                      | 'PAYMENT_GATEWAY_UNAVAILABLE'
                      | 'LINE_NOT_AWAITING_APPROVAL'
                      | 'ORDER_NOT_PAID'
                      | 'ORDER_NOT_REFUNDABLE'
                      | 'REFUND_LINE_NOT_REFUNDABLE'
                      | 'REFUND_LINE_IN_OPEN_REFUND'
                      | 'NOTHING_TO_REFUND'
                      | 'REFUND_AMOUNT_TOO_HIGH'
                      | 'REFUND_NOT_OPEN'
                      | 'CANCELLATION_ALREADY_REQUESTED'
                      | 'CANCELLATION_TOO_LATE'
                      | 'SEVA_NOT_IN_TEMPLE'
                      | 'COUNTER_BILL_CANCELLED'
                      | 'VQ_NOT_OFFERED'
                      | 'VQ_SLOT_NOT_FOUND'
                      | 'VQ_OUTSIDE_BOOKING_WINDOW'
                      | 'VQ_PARTY_TOO_LARGE'
                      | 'VQ_DEVOTEES_INVALID'
                      | 'VQ_ANSWERS_INVALID'
                      | 'VQ_SLOT_FULL'
                      | 'VQ_SLOT_BLOCKED'
                      | 'VQ_SLOT_CLOSED'
                      | 'VQ_ALREADY_BOOKED'
                      | 'VQ_BOOKING_NOT_CANCELLABLE'
                      | 'VQ_SLOT_OVERLAP'
                      | 'VQ_SLOT_HAS_BOOKINGS'
                      | 'VQ_TOKEN_INVALID'
                      | 'VQ_WRONG_TEMPLE'
                      | 'VQ_WRONG_DATE'
                      | 'VQ_OUTSIDE_SLOT_WINDOW'
                      | 'VQ_ALREADY_ADMITTED'
                      | 'VQ_BOOKING_CANCELLED'
                      | 'RELEASE_NOT_FOUND'
                      | 'RELEASE_OVERLAP'
                      | 'RELEASE_NOT_CHANGEABLE'
                      | 'RELEASE_NOT_OPEN'
                      | 'WAITING_ROOM_NOT_OPEN'
                      | 'WAITING_ROOM_ADMISSION_REQUIRED'
                      | 'VISITS_NOT_OFFERED'
                      | 'VISIT_GATE_NOT_FOUND'
                      | 'VISIT_ZONE_NOT_FOUND'
                      | 'VISIT_GATE_WRONG_WAY'
                      | 'VISIT_TYPE_NOT_USED'
                      | 'VISIT_QR_INVALID'
                      | 'VISIT_ALREADY_INSIDE'
                      | 'VISIT_NOT_INSIDE'
                      | 'VISIT_ZONE_EMPTY'
                      | 'VISIT_NAME_TAKEN'
                      | 'VISIT_PASS_NOT_FOUND'
                      | 'VISIT_PASS_WAITING'
                      | 'VISIT_PASS_USED'
                      | 'VISIT_PASS_CLOSED'
                      | 'LINE_NOT_PERFORMABLE'
                      | 'INTERNAL'
                      | 'SERVICE_UNAVAILABLE'
                      | 'BOOKING_BUSY'
                    )
                  | null;
                blockedReason: string | null;
                alternative: string | null;
              }[];
              dates: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/rights': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The logged-in user's temple rights (spec GET /UserRights?userid) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              userType: number;
              templeId: number | null;
              rights: (
                | 'sevas.manage'
                | 'deities.manage'
                | 'availability.manage'
                | 'blocking.manage'
                | 'events.manage'
                | 'content.manage'
                | 'devotees.read'
                | 'notifications.send'
                | 'reports.read'
                | 'billing'
                | 'approvals'
                | 'refunds'
                | 'gate'
                | 'performances'
              )[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The temple's administrator and staff accounts with their rights */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          search?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                userName: string;
                email: string | null;
                mobile: string | null;
                userType: number;
                status: number;
                rights: (
                  | 'sevas.manage'
                  | 'deities.manage'
                  | 'availability.manage'
                  | 'blocking.manage'
                  | 'events.manage'
                  | 'content.manage'
                  | 'devotees.read'
                  | 'notifications.send'
                  | 'reports.read'
                  | 'billing'
                  | 'approvals'
                  | 'refunds'
                  | 'gate'
                  | 'performances'
                )[];
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Open a staff account (type 3) with its rights */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userName: string;
            email?: string;
            mobile?: string;
            password: string;
            rights?: (
              | 'sevas.manage'
              | 'deities.manage'
              | 'availability.manage'
              | 'blocking.manage'
              | 'events.manage'
              | 'content.manage'
              | 'devotees.read'
              | 'notifications.send'
              | 'reports.read'
              | 'billing'
              | 'approvals'
              | 'refunds'
              | 'gate'
              | 'performances'
            )[];
            /** @default 1 */
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              userName: string;
              email: string | null;
              mobile: string | null;
              userType: number;
              status: number;
              rights: (
                | 'sevas.manage'
                | 'deities.manage'
                | 'availability.manage'
                | 'blocking.manage'
                | 'events.manage'
                | 'content.manage'
                | 'devotees.read'
                | 'notifications.send'
                | 'reports.read'
                | 'billing'
                | 'approvals'
                | 'refunds'
                | 'gate'
                | 'performances'
              )[];
              createdAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          userId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              userName: string;
              email: string | null;
              mobile: string | null;
              userType: number;
              status: number;
              rights: (
                | 'sevas.manage'
                | 'deities.manage'
                | 'availability.manage'
                | 'blocking.manage'
                | 'events.manage'
                | 'content.manage'
                | 'devotees.read'
                | 'notifications.send'
                | 'reports.read'
                | 'billing'
                | 'approvals'
                | 'refunds'
                | 'gate'
                | 'performances'
              )[];
              createdAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a staff user's name, contacts, status, password or rights */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          userId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userName?: string;
            email?: string | null;
            mobile?: string | null;
            password?: string;
            status?: 0 | 1;
            rights?: (
              | 'sevas.manage'
              | 'deities.manage'
              | 'availability.manage'
              | 'blocking.manage'
              | 'events.manage'
              | 'content.manage'
              | 'devotees.read'
              | 'notifications.send'
              | 'reports.read'
              | 'billing'
              | 'approvals'
              | 'refunds'
              | 'gate'
              | 'performances'
            )[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              userName: string;
              email: string | null;
              mobile: string | null;
              userType: number;
              status: number;
              rights: (
                | 'sevas.manage'
                | 'deities.manage'
                | 'availability.manage'
                | 'blocking.manage'
                | 'events.manage'
                | 'content.manage'
                | 'devotees.read'
                | 'notifications.send'
                | 'reports.read'
                | 'billing'
                | 'approvals'
                | 'refunds'
                | 'gate'
                | 'performances'
              )[];
              createdAt: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/temples/{templeId}/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              shortCode: string | null;
              orderNo: number;
              name: string;
              nameNarration: string | null;
              address: string | null;
              addressNarration: string | null;
              place: string | null;
              state: string;
              locationId: number | null;
              latitude: number | null;
              longitude: number | null;
              contacts: {
                landLine: string | null;
                mobile: string | null;
                officeNumber: string | null;
                email: string | null;
                website: string | null;
                facebook: string | null;
                whatsapp: string | null;
                displayContacts: string | null;
              };
              shortDescription: string | null;
              timing: string | null;
              eveningTiming: string | null;
              history: string | null;
              manthra: string | null;
              mapEmbedUrl: string | null;
              videoUrl: string | null;
              launchVideoUrl: string | null;
              bank: {
                bankName: string | null;
                bankBranch: string | null;
                bankIfsc: string | null;
                bankAccountNumber: string | null;
                bankAccountName: string | null;
                upiVpa: string | null;
              };
              gstin: string | null;
              isDakshinaEnabled: boolean;
              isNameStarRequired: boolean;
              isNotification: boolean;
              sevaBlockPeriodDays: number;
              sevaEndDate: string | null;
              /** @enum {string} */
              starOfDayRule: 'sunrise' | 'six-nazhika';
              timeZone: string;
              features: {
                isSeva: boolean;
                isVirtualQueue: boolean;
                isDevoteeVisit: boolean;
                isLiveDarshan: boolean;
                isChangeAllSevaTime: boolean;
                isRegistered: boolean;
                showPanchangam: boolean;
              };
              charges: {
                platformChargeAmount: number;
                platformChargePercent: number;
                splitServiceCharge: number;
                isIntroductoryServiceCharge: boolean;
                introductoryServiceAmount: number;
              };
              paymentGatewayId: string | null;
              links: {
                sevaBooking: string | null;
                devoteeVisitBooking: string | null;
                virtualQueueBooking: string | null;
                liveDarshanBooking: string | null;
              };
              legalContract: string | null;
              status: number;
              logoUrl: string;
              bannerUrl: string;
              updatedAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** The temple administrator edits the temple's details; feature flags and charges are refused (403) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            nameNarration?: string | null;
            address?: string | null;
            addressNarration?: string | null;
            place?: string | null;
            state?: string;
            locationId?: number | null;
            latitude?: number | null;
            longitude?: number | null;
            landLine?: string | null;
            mobile?: ('' | string) | null;
            officeNumber?: string | null;
            email?: ('' | string) | null;
            website?: string | null;
            facebook?: string | null;
            whatsapp?: ('' | string) | null;
            displayContacts?: string | null;
            shortDescription?: string | null;
            timing?: string | null;
            eveningTiming?: string | null;
            history?: string | null;
            manthra?: string | null;
            mapEmbedUrl?: string | null;
            videoUrl?: string | null;
            launchVideoUrl?: string | null;
            bankName?: string | null;
            bankBranch?: string | null;
            bankIfsc?: string | null;
            bankAccountNumber?: string | null;
            bankAccountName?: string | null;
            upiVpa?: string | null;
            gstin?: string | null;
            isDakshinaEnabled?: boolean;
            isNameStarRequired?: boolean;
            isNotification?: boolean;
            sevaBlockPeriodDays?: number;
            sevaEndDate?: string | null;
            /** @enum {string} */
            starOfDayRule?: 'sunrise' | 'six-nazhika';
            code?: string;
            shortCode?: string | null;
            orderNo?: number;
            isSeva?: boolean;
            isVirtualQueue?: boolean;
            isDevoteeVisit?: boolean;
            isLiveDarshan?: boolean;
            isChangeAllSevaTime?: boolean;
            isRegistered?: boolean;
            showPanchangam?: boolean;
            platformChargeAmount?: number;
            platformChargePercent?: number;
            splitServiceCharge?: number;
            isIntroductoryServiceCharge?: boolean;
            introductoryServiceAmount?: number;
            paymentGatewayId?: ('none' | 'demo' | 'razorpay') | null;
            sevaBookingLink?: string | null;
            devoteeVisitBookingLink?: string | null;
            virtualQueueBookingLink?: string | null;
            liveDarshanBookingLink?: string | null;
            legalContract?: string | null;
            timeZone?: string;
            status?: 0 | 1 | 3;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              shortCode: string | null;
              orderNo: number;
              name: string;
              nameNarration: string | null;
              address: string | null;
              addressNarration: string | null;
              place: string | null;
              state: string;
              locationId: number | null;
              latitude: number | null;
              longitude: number | null;
              contacts: {
                landLine: string | null;
                mobile: string | null;
                officeNumber: string | null;
                email: string | null;
                website: string | null;
                facebook: string | null;
                whatsapp: string | null;
                displayContacts: string | null;
              };
              shortDescription: string | null;
              timing: string | null;
              eveningTiming: string | null;
              history: string | null;
              manthra: string | null;
              mapEmbedUrl: string | null;
              videoUrl: string | null;
              launchVideoUrl: string | null;
              bank: {
                bankName: string | null;
                bankBranch: string | null;
                bankIfsc: string | null;
                bankAccountNumber: string | null;
                bankAccountName: string | null;
                upiVpa: string | null;
              };
              gstin: string | null;
              isDakshinaEnabled: boolean;
              isNameStarRequired: boolean;
              isNotification: boolean;
              sevaBlockPeriodDays: number;
              sevaEndDate: string | null;
              /** @enum {string} */
              starOfDayRule: 'sunrise' | 'six-nazhika';
              timeZone: string;
              features: {
                isSeva: boolean;
                isVirtualQueue: boolean;
                isDevoteeVisit: boolean;
                isLiveDarshan: boolean;
                isChangeAllSevaTime: boolean;
                isRegistered: boolean;
                showPanchangam: boolean;
              };
              charges: {
                platformChargeAmount: number;
                platformChargePercent: number;
                splitServiceCharge: number;
                isIntroductoryServiceCharge: boolean;
                introductoryServiceAmount: number;
              };
              paymentGatewayId: string | null;
              links: {
                sevaBooking: string | null;
                devoteeVisitBooking: string | null;
                virtualQueueBooking: string | null;
                liveDarshanBooking: string | null;
              };
              legalContract: string | null;
              status: number;
              logoUrl: string;
              bannerUrl: string;
              updatedAt: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/temples/{templeId}/service-charges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              charges: {
                platformChargeAmount: number;
                platformChargePercent: number;
                splitServiceCharge: number;
                isIntroductoryServiceCharge: boolean;
                introductoryServiceAmount: number;
              };
              sgstPercent: number;
              cgstPercent: number;
              example: {
                amount: number;
                serviceCharge: number;
                gstCharge: number;
                splitServiceCharge: number;
                totalAmount: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/deities/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The temple's deities, hidden ones too (deitylist) */
    get: {
      parameters: {
        query?: {
          status?: number;
          search?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                code: string;
                name: string;
                nameNarration: string | null;
                description: string | null;
                orderNo: number;
                status: number;
                sevaCount: number;
                imageUrl: string;
                updatedAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/deities/{deityId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          deityId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              code: string;
              name: string;
              nameNarration: string | null;
              description: string | null;
              orderNo: number;
              status: number;
              sevaCount: number;
              imageUrl: string;
              updatedAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          deityId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          deityId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            name?: string;
            nameNarration?: string | null;
            description?: string | null;
            orderNo?: number;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              code: string;
              name: string;
              nameNarration: string | null;
              description: string | null;
              orderNo: number;
              status: number;
              sevaCount: number;
              imageUrl: string;
              updatedAt: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/temples/{templeId}/seva-groups/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The temple's seva groups, hidden ones too (seva-group-list) */
    get: {
      parameters: {
        query?: {
          status?: number;
          search?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                code: string;
                name: string;
                nameNarration: string | null;
                orderNo: number;
                status: number;
                sevaCount: number;
                updatedAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/seva-groups/{groupId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          groupId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              code: string;
              name: string;
              nameNarration: string | null;
              orderNo: number;
              status: number;
              sevaCount: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          groupId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          groupId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            name?: string;
            nameNarration?: string | null;
            orderNo?: number;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              code: string;
              name: string;
              nameNarration: string | null;
              orderNo: number;
              status: number;
              sevaCount: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/temples/{templeId}/sevas/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The temple's sevas with every field, hidden and unapproved ones too (sevalist) */
    get: {
      parameters: {
        query?: {
          status?: number;
          search?: string;
          offset?: number;
          limit?: number;
          deityId?: number;
          groupId?: number;
          sevaType?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                code: string;
                name: string;
                nameNarration: string | null;
                deity: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                } | null;
                group: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                } | null;
                rate: number;
                performTime: string | null;
                prasadamTime: string | null;
                maxLimitPerDay: number | null;
                shortDescription: string | null;
                rulesRemark: string | null;
                devoteeCount: number;
                sevaType: number;
                bookingType: number;
                dayType: number;
                tags: string[];
                blockTime: string | null;
                endDate: string | null;
                isContinuous: boolean;
                isApproved: boolean;
                needsApproval: boolean;
                isPrasadamDeliverable: boolean;
                deliveryCharge: number;
                deliveryHeading: string | null;
                deliveryRemarks: string | null;
                postageCharge: number;
                orderNo: number;
                status: number;
                imageUrl: string;
                updatedAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/sevas/perform-times': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the perform, prasadam or block time of the listed sevas, or all (change-all-seva-time) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            sevaIds?: number[];
            performTime?: string | null;
            prasadamTime?: string | null;
            blockTime?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              updated: number;
              sevaIds: number[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/sevas/{sevaId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              code: string;
              name: string;
              nameNarration: string | null;
              deity: {
                id: number;
                name: string;
                nameNarration: string | null;
              } | null;
              group: {
                id: number;
                name: string;
                nameNarration: string | null;
              } | null;
              rate: number;
              performTime: string | null;
              prasadamTime: string | null;
              maxLimitPerDay: number | null;
              shortDescription: string | null;
              rulesRemark: string | null;
              devoteeCount: number;
              sevaType: number;
              bookingType: number;
              dayType: number;
              tags: string[];
              blockTime: string | null;
              endDate: string | null;
              isContinuous: boolean;
              isApproved: boolean;
              needsApproval: boolean;
              isPrasadamDeliverable: boolean;
              deliveryCharge: number;
              deliveryHeading: string | null;
              deliveryRemarks: string | null;
              postageCharge: number;
              orderNo: number;
              status: number;
              imageUrl: string;
              updatedAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            name?: string;
            nameNarration?: string | null;
            deityId?: number | null;
            sevaGroupId?: number | null;
            rate?: number;
            performTime?: string | null;
            prasadamTime?: string | null;
            maxLimitPerDay?: number | null;
            shortDescription?: string | null;
            rulesRemark?: string | null;
            devoteeCount?: number;
            sevaType?: 1 | 2 | 3;
            bookingType?: 1 | 2 | 3;
            dayType?: 1 | 2;
            tags?: string[];
            blockTime?: string | null;
            endDate?: string | null;
            isContinuous?: boolean;
            isApproved?: boolean;
            needsApproval?: boolean;
            isPrasadamDeliverable?: boolean;
            deliveryCharge?: number;
            deliveryHeading?: string | null;
            deliveryRemarks?: string | null;
            postageCharge?: number;
            orderNo?: number;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              code: string;
              name: string;
              nameNarration: string | null;
              deity: {
                id: number;
                name: string;
                nameNarration: string | null;
              } | null;
              group: {
                id: number;
                name: string;
                nameNarration: string | null;
              } | null;
              rate: number;
              performTime: string | null;
              prasadamTime: string | null;
              maxLimitPerDay: number | null;
              shortDescription: string | null;
              rulesRemark: string | null;
              devoteeCount: number;
              sevaType: number;
              bookingType: number;
              dayType: number;
              tags: string[];
              blockTime: string | null;
              endDate: string | null;
              isContinuous: boolean;
              isApproved: boolean;
              needsApproval: boolean;
              isPrasadamDeliverable: boolean;
              deliveryCharge: number;
              deliveryHeading: string | null;
              deliveryRemarks: string | null;
              postageCharge: number;
              orderNo: number;
              status: number;
              imageUrl: string;
              updatedAt: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/temples/{templeId}/sevas/{sevaId}/materials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What one performance of the seva takes (the priest’s worksheet multiplies it) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sevaId: number;
              sevaName: string;
              materials: {
                name: string;
                quantity: number;
                unit: string;
              }[];
            };
          };
        };
      };
    };
    /** Replace the seva’s materials, in the order given */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            materials: {
              name: string;
              quantity: number;
              unit: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sevaId: number;
              sevaName: string;
              materials: {
                name: string;
                quantity: number;
                unit: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/sevas/{sevaId}/availability-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sevaId: number;
              sevaName: string;
              sevaType: number;
              dayType: number;
              maxLimitPerDay: number | null;
              rules: {
                id: number;
                /** @enum {string} */
                kind: 'weekly' | 'dates' | 'special';
                weekdays: number[] | null;
                fromDate: string | null;
                toDate: string | null;
                dailyLimit: number | null;
                remarks: string | null;
              }[];
            };
          };
        };
      };
    };
    /** Replace the seva's availability rules (weekdays, date ranges, daily limits, special-pooja dates) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            rules: (
              | {
                  /** @enum {string} */
                  kind: 'weekly';
                  weekdays: number[];
                  fromDate?: string | null;
                  toDate?: string | null;
                  dailyLimit?: number | null;
                  remarks?: string | null;
                }
              | {
                  /** @enum {string} */
                  kind: 'dates';
                  fromDate: string;
                  toDate: string;
                  dailyLimit?: number | null;
                  remarks?: string | null;
                }
              | {
                  /** @enum {string} */
                  kind: 'special';
                  fromDate: string;
                  toDate?: string;
                  dailyLimit?: number | null;
                  remarks?: string | null;
                }
            )[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sevaId: number;
              sevaName: string;
              sevaType: number;
              dayType: number;
              maxLimitPerDay: number | null;
              rules: {
                id: number;
                /** @enum {string} */
                kind: 'weekly' | 'dates' | 'special';
                weekdays: number[] | null;
                fromDate: string | null;
                toDate: string | null;
                dailyLimit: number | null;
                remarks: string | null;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/sevas/{sevaId}/availability-calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A month of days: booked against the limit, and open, full, blocked or closed */
    get: {
      parameters: {
        query?: {
          month?: string;
        };
        header?: never;
        path: {
          templeId: number;
          sevaId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sevaId: number;
              sevaName: string;
              month: string;
              totalBooked: number;
              days: {
                date: string;
                weekday: number;
                /** @enum {string} */
                status: 'open' | 'full' | 'blocked' | 'closed';
                reason:
                  | (
                      | 'VALIDATION_FAILED'
                      | 'MALFORMED_JSON'
                      | 'UNAUTHENTICATED'
                      | 'INVALID_CREDENTIALS'
                      | 'SESSION_EXPIRED'
                      | 'FORBIDDEN'
                      | 'CSRF_TOKEN_INVALID'
                      | 'NOT_FOUND'
                      | 'ROUTE_NOT_FOUND'
                      | 'METHOD_NOT_ALLOWED'
                      | 'CONFLICT'
                      | 'MOBILE_ALREADY_REGISTERED'
                      | 'EMAIL_ALREADY_REGISTERED'
                      | 'OTP_INVALID'
                      | 'OTP_EXPIRED'
                      | 'OTP_ATTEMPTS_EXCEEDED'
                      | 'PASSWORD_INCORRECT'
                      | 'PAYLOAD_TOO_LARGE'
                      | 'UNSUPPORTED_MEDIA_TYPE'
                      | 'RATE_LIMITED'
                      | 'INVALID_DATE'
                      | 'PERFORM_DATE_REQUIRED'
                      | 'BEFORE_MIN_PERFORM_DATE'
                      | 'TOO_FAR_AHEAD'
                      | 'AFTER_SEVA_END_DATE'
                      | 'WEEKDAY_NOT_ALLOWED'
                      | 'NOT_A_SPECIAL_POOJA_DATE'
                      | 'STAR_SERIES_NOT_OFFERED'
                      | 'NOT_STAR_DAY'
                      | 'TILL_DATE_INVALID'
                      | 'QUANTITY_OVER_DAILY_LIMIT'
                      | 'DATE_ALLOTTED_BY_TEMPLE'
                      | 'DELIVERY_NOT_AVAILABLE'
                      | 'DAKSHINA_NOT_ACCEPTED'
                      | 'DATE_BLOCKED'
                      | 'SEVA_FULL'
                      | 'SEVA_NOT_AVAILABLE'
                      | 'PRICE_CHANGED'
                      | 'DEVOTEE_NAME_LIMIT'
                      | 'PAYMENT_SIGNATURE_INVALID'
                      | 'PAYMENT_MODE_NOT_AVAILABLE'
                      | 'PAYMENT_NOT_PENDING'
                      | 'ORDER_LINE_NOT_EDITABLE'
                      | 'INVALID_IMAGE_TYPE'
                      | 'CODE_IN_USE'
                      | 'RECORD_IN_USE'
                      | 'PAYMENT_GATEWAY_UNAVAILABLE'
                      | 'LINE_NOT_AWAITING_APPROVAL'
                      | 'ORDER_NOT_PAID'
                      | 'ORDER_NOT_REFUNDABLE'
                      | 'REFUND_LINE_NOT_REFUNDABLE'
                      | 'REFUND_LINE_IN_OPEN_REFUND'
                      | 'NOTHING_TO_REFUND'
                      | 'REFUND_AMOUNT_TOO_HIGH'
                      | 'REFUND_NOT_OPEN'
                      | 'CANCELLATION_ALREADY_REQUESTED'
                      | 'CANCELLATION_TOO_LATE'
                      | 'SEVA_NOT_IN_TEMPLE'
                      | 'COUNTER_BILL_CANCELLED'
                      | 'VQ_NOT_OFFERED'
                      | 'VQ_SLOT_NOT_FOUND'
                      | 'VQ_OUTSIDE_BOOKING_WINDOW'
                      | 'VQ_PARTY_TOO_LARGE'
                      | 'VQ_DEVOTEES_INVALID'
                      | 'VQ_ANSWERS_INVALID'
                      | 'VQ_SLOT_FULL'
                      | 'VQ_SLOT_BLOCKED'
                      | 'VQ_SLOT_CLOSED'
                      | 'VQ_ALREADY_BOOKED'
                      | 'VQ_BOOKING_NOT_CANCELLABLE'
                      | 'VQ_SLOT_OVERLAP'
                      | 'VQ_SLOT_HAS_BOOKINGS'
                      | 'VQ_TOKEN_INVALID'
                      | 'VQ_WRONG_TEMPLE'
                      | 'VQ_WRONG_DATE'
                      | 'VQ_OUTSIDE_SLOT_WINDOW'
                      | 'VQ_ALREADY_ADMITTED'
                      | 'VQ_BOOKING_CANCELLED'
                      | 'RELEASE_NOT_FOUND'
                      | 'RELEASE_OVERLAP'
                      | 'RELEASE_NOT_CHANGEABLE'
                      | 'RELEASE_NOT_OPEN'
                      | 'WAITING_ROOM_NOT_OPEN'
                      | 'WAITING_ROOM_ADMISSION_REQUIRED'
                      | 'VISITS_NOT_OFFERED'
                      | 'VISIT_GATE_NOT_FOUND'
                      | 'VISIT_ZONE_NOT_FOUND'
                      | 'VISIT_GATE_WRONG_WAY'
                      | 'VISIT_TYPE_NOT_USED'
                      | 'VISIT_QR_INVALID'
                      | 'VISIT_ALREADY_INSIDE'
                      | 'VISIT_NOT_INSIDE'
                      | 'VISIT_ZONE_EMPTY'
                      | 'VISIT_NAME_TAKEN'
                      | 'VISIT_PASS_NOT_FOUND'
                      | 'VISIT_PASS_WAITING'
                      | 'VISIT_PASS_USED'
                      | 'VISIT_PASS_CLOSED'
                      | 'LINE_NOT_PERFORMABLE'
                      | 'INTERNAL'
                      | 'SERVICE_UNAVAILABLE'
                      | 'BOOKING_BUSY'
                    )
                  | null;
                limit: number | null;
                booked: number;
                remaining: number | null;
                isSpecialDate: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/seva-blockings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          when?: 'upcoming' | 'past' | 'all';
          sevaId?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                seva: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                } | null;
                fromDate: string;
                toDate: string;
                reason: string | null;
                blockedBy: {
                  id: number;
                  userName: string;
                } | null;
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Block one seva or all for dates; answers the bookings already made on them */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            sevaId?: number | null;
            fromDate: string;
            toDate: string;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              blocking: {
                id: number;
                templeId: number;
                seva: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                } | null;
                fromDate: string;
                toDate: string;
                reason: string | null;
                blockedBy: {
                  id: number;
                  userName: string;
                } | null;
                createdAt: string;
              };
              affectedBookings: {
                items: {
                  lineId: number;
                  orderId: number;
                  orderNumber: string;
                  orderStatus: string;
                  paymentMode: number;
                  seva: {
                    id: number;
                    name: string;
                    nameNarration: string | null;
                  };
                  performDate: string;
                  quantity: number;
                  amount: number;
                  devoteeName: string;
                  starName: string;
                  contact: {
                    userId: number | null;
                    userName: string | null;
                    mobile: string | null;
                    email: string | null;
                  };
                }[];
                total: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/seva-blockings/{blockingId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          blockingId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/seva-blockings/{blockingId}/affected-bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Bookings standing on the blocked dates, with the devotee and contact */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path: {
          templeId: number;
          blockingId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                lineId: number;
                orderId: number;
                orderNumber: string;
                orderStatus: string;
                paymentMode: number;
                seva: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                };
                performDate: string;
                quantity: number;
                amount: number;
                devoteeName: string;
                starName: string;
                contact: {
                  userId: number | null;
                  userName: string | null;
                  mobile: string | null;
                  email: string | null;
                };
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/events/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The temple's events and festivals, drafts too */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          kind?: 'event' | 'festival';
          status?: number;
          when?: 'upcoming' | 'past' | 'all';
          search?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                /** @enum {string} */
                kind: 'event' | 'festival';
                title: string;
                titleNarration: string | null;
                description: string | null;
                startDate: string;
                endDate: string;
                imageUrl: string;
                imageId: number | null;
                status: number;
                updatedAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/events/{eventId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          eventId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              /** @enum {string} */
              kind: 'event' | 'festival';
              title: string;
              titleNarration: string | null;
              description: string | null;
              startDate: string;
              endDate: string;
              imageUrl: string;
              imageId: number | null;
              status: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          eventId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          eventId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            kind?: 'event' | 'festival';
            title?: string;
            titleNarration?: string | null;
            description?: string | null;
            startDate?: string;
            endDate?: string;
            imageId?: number | null;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              /** @enum {string} */
              kind: 'event' | 'festival';
              title: string;
              titleNarration: string | null;
              description: string | null;
              startDate: string;
              endDate: string;
              imageUrl: string;
              imageId: number | null;
              status: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/temples/{templeId}/instructions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                title: string;
                titleNarration: string | null;
                bodyHtml: string;
                orderNo: number;
                status: number;
                updatedAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            titleNarration?: string | null;
            bodyHtml: string;
            orderNo?: number;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              title: string;
              titleNarration: string | null;
              bodyHtml: string;
              orderNo: number;
              status: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/instructions/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The temple's instructions, hidden ones too (instruction-list) */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          status?: number;
          search?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                title: string;
                titleNarration: string | null;
                bodyHtml: string;
                orderNo: number;
                status: number;
                updatedAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/instructions/{instructionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          instructionId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              title: string;
              titleNarration: string | null;
              bodyHtml: string;
              orderNo: number;
              status: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          instructionId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          instructionId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            titleNarration?: string | null;
            bodyHtml?: string;
            orderNo?: number;
            status?: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              title: string;
              titleNarration: string | null;
              bodyHtml: string;
              orderNo: number;
              status: number;
              updatedAt: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/temples/{templeId}/images/{kind}/{ownerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Upload the temple logo or banner, or a deity or seva image (one file field, ≤ 5 MB) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          kind: 'temple-logo' | 'temple-banner' | 'deity' | 'seva';
          ownerId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              kind: 'temple-logo' | 'temple-banner' | 'deity' | 'seva' | 'gallery';
              ownerId: number;
              url: string;
              width: number;
              height: number;
              byteSize: number;
              caption: string | null;
            };
          };
        };
      };
    };
    post?: never;
    /** Remove the image; the default one shows again */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          kind: 'temple-logo' | 'temple-banner' | 'deity' | 'seva';
          ownerId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/performances/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a photo of sevas performed (issue #17 §4; one file field, ≤ 5 MB), then attach it with POST …/performances { photoId }; one not attached within a day is removed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              photoId: number;
              url: string;
              width: number;
              height: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/gallery/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The temple's gallery in display order, for its staff */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                /** @enum {string} */
                kind: 'temple-logo' | 'temple-banner' | 'deity' | 'seva' | 'gallery';
                ownerId: number;
                url: string;
                width: number;
                height: number;
                byteSize: number;
                caption: string | null;
                orderNo: number;
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/gallery/{imageId}/position': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Move a gallery image to a place in the order (0 first); the others close up */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          imageId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            position: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              kind: 'temple-logo' | 'temple-banner' | 'deity' | 'seva' | 'gallery';
              ownerId: number;
              url: string;
              width: number;
              height: number;
              byteSize: number;
              caption: string | null;
              orderNo: number;
              createdAt: string;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/gallery/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          imageId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          imageId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            caption?: string | null;
            orderNo?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              kind: 'temple-logo' | 'temple-banner' | 'deity' | 'seva' | 'gallery';
              ownerId: number;
              url: string;
              width: number;
              height: number;
              byteSize: number;
              caption: string | null;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/temples/{templeId}/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The day's bookings, collection, sevas to perform and what is pending */
    get: {
      parameters: {
        query?: {
          date?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              date: string;
              bookings: {
                orders: number;
                poojas: number;
              };
              collection: {
                total: number;
                byPaymentMode: {
                  paymentMode: number;
                  orders: number;
                  amount: number;
                }[];
              };
              sevasToPerform: {
                quantity: number;
                items: {
                  sevaId: number;
                  sevaName: string;
                  performTime: string | null;
                  quantity: number;
                  lines: number;
                }[];
              };
              pendingApprovals: {
                count: number;
                preBookings: number;
                vazhipads: number;
              };
              pendingRefunds: {
                count: number;
                amount: number;
              };
              pendingBankTransfers: {
                count: number;
                amount: number;
              };
              notificationCounts: {
                unreadNotifications: number;
                openEnquiries: number;
                pendingApprovals: number;
                pendingRefunds: number;
                pendingBankTransfers: number;
                total: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/notification-counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What waits at the temple, and the caller’s unread notifications (spec GET /Temple?templeid&userid) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              unreadNotifications: number;
              openEnquiries: number;
              pendingApprovals: number;
              pendingRefunds: number;
              pendingBankTransfers: number;
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/devotees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          search?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                userId: number;
                userName: string;
                mobile: string | null;
                email: string | null;
                bookingsCount: number;
                lastBookingDate: string | null;
                totalPaid: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/devotees/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** devoteedash: devotees who booked here, new this month, repeat devotees, top sevas */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              month: string;
              devotees: number;
              newThisMonth: number;
              repeatDevotees: number;
              topSevas: {
                sevaId: number;
                sevaName: string;
                devotees: number;
                bookings: number;
                quantity: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/devotee-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** devotee-users: registered devotee accounts with a paid order here (read-only) */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          search?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                userId: number;
                userName: string;
                mobile: string | null;
                email: string | null;
                joinedAt: string;
                status: number;
                bookingsCount: number;
                lastBookingDate: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/devotees/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          userId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              devotee: {
                userId: number;
                userName: string;
                mobile: string | null;
                email: string | null;
                bookingsCount: number;
                lastBookingDate: string | null;
                totalPaid: number;
                address: string | null;
              };
              bookings: {
                orderId: number;
                orderNumber: string;
                orderDate: string;
                status: string;
                paymentMode: number;
                totalAmount: number;
                lines: {
                  id: number;
                  sevaId: number;
                  sevaName: string;
                  performDate: string | null;
                  devoteeName: string;
                  starName: string;
                  quantity: number;
                  amount: number;
                  status: number;
                }[];
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                title: string;
                body: string;
                link: string | null;
                /** @enum {string} */
                audience: 'all-devotees' | 'selected' | 'booked-on' | 'seva' | 'queue-slot';
                segment: {
                  date: string | null;
                  sevaId: number | null;
                  sevaName: string | null;
                  startTime: string | null;
                };
                /** @enum {string} */
                status: 'scheduled' | 'sending' | 'sent' | 'cancelled';
                sendAt: string;
                recipientsTotal: number;
                recipients: number;
                smsSent: number;
                push: {
                  sent: number;
                  failed: number;
                  pending: number;
                };
                sendSms: boolean;
                sentBy: {
                  id: number;
                  userName: string;
                } | null;
                startedAt: string | null;
                finishedAt: string | null;
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Send a notification to a segment of the temple's devotees, now or at a time given, by push and SMS too */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            body: string;
            link?: string;
            audience:
              | 'all-devotees'
              | {
                  userIds: number[];
                }
              | {
                  bookedOn: string;
                }
              | {
                  sevaId: number;
                  date?: string;
                }
              | {
                  queueSlot: {
                    date: string;
                    startTime: string;
                  };
                };
            /** @default false */
            sendSms?: boolean;
            /** Format: date-time */
            sendAt?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              title: string;
              body: string;
              link: string | null;
              /** @enum {string} */
              audience: 'all-devotees' | 'selected' | 'booked-on' | 'seva' | 'queue-slot';
              segment: {
                date: string | null;
                sevaId: number | null;
                sevaName: string | null;
                startTime: string | null;
              };
              /** @enum {string} */
              status: 'scheduled' | 'sending' | 'sent' | 'cancelled';
              sendAt: string;
              recipientsTotal: number;
              recipients: number;
              smsSent: number;
              push: {
                sent: number;
                failed: number;
                pending: number;
              };
              sendSms: boolean;
              sentBy: {
                id: number;
                userName: string;
              } | null;
              startedAt: string | null;
              finishedAt: string | null;
              createdAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/notifications/{broadcastId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One notification the temple sent or scheduled, with its progress */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          broadcastId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              title: string;
              body: string;
              link: string | null;
              /** @enum {string} */
              audience: 'all-devotees' | 'selected' | 'booked-on' | 'seva' | 'queue-slot';
              segment: {
                date: string | null;
                sevaId: number | null;
                sevaName: string | null;
                startTime: string | null;
              };
              /** @enum {string} */
              status: 'scheduled' | 'sending' | 'sent' | 'cancelled';
              sendAt: string;
              recipientsTotal: number;
              recipients: number;
              smsSent: number;
              push: {
                sent: number;
                failed: number;
                pending: number;
              };
              sendSms: boolean;
              sentBy: {
                id: number;
                userName: string;
              } | null;
              startedAt: string | null;
              finishedAt: string | null;
              createdAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/notifications/{broadcastId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw a scheduled notification before its time */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          broadcastId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              title: string;
              body: string;
              link: string | null;
              /** @enum {string} */
              audience: 'all-devotees' | 'selected' | 'booked-on' | 'seva' | 'queue-slot';
              segment: {
                date: string | null;
                sevaId: number | null;
                sevaName: string | null;
                startTime: string | null;
              };
              /** @enum {string} */
              status: 'scheduled' | 'sending' | 'sent' | 'cancelled';
              sendAt: string;
              recipientsTotal: number;
              recipients: number;
              smsSent: number;
              push: {
                sent: number;
                failed: number;
                pending: number;
              };
              sendSms: boolean;
              sentBy: {
                id: number;
                userName: string;
              } | null;
              startedAt: string | null;
              finishedAt: string | null;
              createdAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                temple: {
                  id: number;
                  name: string;
                } | null;
                title: string;
                body: string;
                link: string | null;
                isRead: boolean;
                createdAt: string;
              }[];
              total: number;
              unread: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/notifications/{notificationId}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          notificationId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The temple's orders, newest first (spec transaction)
     * @description JSON: one page of orders (offset, limit) with the totals over every order the filters select. With format=csv, xlsx or pdf every such order and the totals row come as a file download, streamed.
     */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          from?: string;
          to?: string;
          status?: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
          paymentMode?: number;
          type?: 'online' | 'counter';
          isVerified?: 'true' | 'false';
          q?: string;
          format?: 'json' | 'csv' | 'xlsx' | 'pdf';
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                paymentId: number | null;
                templeId: number;
                templeName: string;
                orderNumber: string;
                orderDate: string;
                /** @enum {string} */
                status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
                isVerified: boolean;
                paymentMode: number;
                amount: number;
                gstCharge: number;
                serviceCharge: number;
                splitServiceCharge: number;
                dakshinaAmount: number;
                totalAmount: number;
                numberOfPoojas: number;
                /** @enum {string} */
                type: 'online' | 'counter';
                booker: {
                  userId: number | null;
                  name: string | null;
                  mobile: string | null;
                  email: string | null;
                };
                sevaNames: string[];
                awaitingApproval: number;
                verification: {
                  isVerified: boolean;
                  verifiedById: number | null;
                  verifiedByName: string | null;
                  verifiedAt: string | null;
                };
                reason: string | null;
                createdAt: string;
              }[];
              total: number;
              totals: {
                orders: number;
                paidAmount: number;
                byStatus: {
                  pending: number;
                  paid: number;
                  failed: number;
                  expired: number;
                  cancelled: number;
                  refunded: number;
                  due: number;
                };
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order with its lines, banners, totals, payment and verification */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          orderId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              paymentId: number | null;
              templeId: number;
              templeName: string;
              orderNumber: string;
              orderDate: string;
              /** @enum {string} */
              status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
              isVerified: boolean;
              paymentMode: number;
              amount: number;
              gstCharge: number;
              serviceCharge: number;
              splitServiceCharge: number;
              dakshinaAmount: number;
              totalAmount: number;
              numberOfPoojas: number;
              /** @enum {string} */
              type: 'online' | 'counter';
              booker: {
                userId: number | null;
                name: string | null;
                mobile: string | null;
                email: string | null;
              };
              sevaNames: string[];
              awaitingApproval: number;
              verification: {
                isVerified: boolean;
                verifiedById: number | null;
                verifiedByName: string | null;
                verifiedAt: string | null;
              };
              reason: string | null;
              createdAt: string;
              paymentCode: string | null;
              paymentRemarks: string | null;
              deliveryAddress: string | null;
              paidAt: string | null;
              holdExpiresAt: string | null;
              statusMessage: string;
              receiptToken: string;
              lines: {
                id: number;
                serialNo: number;
                sevaId: number;
                sevaName: string;
                sevaType: number;
                deityId: number | null;
                deityName: string | null;
                deityImageUrl: string | null;
                devoteeName: string;
                starId: number;
                starName: string;
                performDate: string | null;
                isPerformDateVisible: boolean;
                minPerformDate: string;
                tillDate: string | null;
                series: ('month' | 'year') | null;
                quantity: number;
                rate: number;
                postageCharge: number;
                lineTotal: number;
                status: number;
                isApproved: boolean;
                isAllowEdit: boolean;
                canEditDateNameStar: boolean;
                banner: string;
                description: string | null;
                prasadamDelivery: number;
                deliveryAddress: string | null;
                posting?: {
                  postedAt: string;
                  trackingNumber: string;
                } | null;
                performance?: {
                  performedAt: string;
                  note: string | null;
                  photoUrl: string | null;
                } | null;
                refundedAmount?: number | null;
                remarks: string | null;
                decidedById: number | null;
                decidedByName: string | null;
                decidedAt: string | null;
                canApprove: boolean;
                canEdit: boolean;
                canEditDate: boolean;
              }[];
              totals: {
                amount: number;
                dakshinaAmount: number;
                serviceCharge: number;
                sgst: number;
                cgst: number;
                gstCharge: number;
                postageCharge: number;
                splitServiceCharge: number;
                totalAmount: number;
                numberOfPoojas: number;
              };
              showPanchangam: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lines awaiting the temple (pre-booking-report, vazhipad-approval-report), or decided ones */
    get: {
      parameters: {
        query: {
          offset?: number;
          limit?: number;
          kind: 'pre-booking' | 'vazhipad';
          status?: 'pending' | 'approved' | 'rejected';
          from?: string;
          to?: string;
          q?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                lineId: number;
                orderId: number;
                orderNumber: string;
                orderDate: string;
                sevaId: number;
                sevaName: string;
                sevaType: number;
                deityName: string | null;
                devoteeName: string;
                starId: number;
                starName: string;
                quantity: number;
                amount: number;
                performDate: string | null;
                minPerformDate: string;
                description: string | null;
                remarks: string | null;
                status: number;
                isApproved: boolean;
                banner: string;
                decidedByName: string | null;
                decidedAt: string | null;
                booker: {
                  userId: number | null;
                  name: string | null;
                  mobile: string | null;
                  email: string | null;
                };
              }[];
              total: number;
              showPanchangam: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/order-lines/{lineId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Allot a date to a line awaiting approval (spec perform-postpone Type 1) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          lineId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            performDate: string;
            devoteeName?: string;
            starId?: number;
            remarks?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              line: {
                id: number;
                serialNo: number;
                sevaId: number;
                sevaName: string;
                sevaType: number;
                deityId: number | null;
                deityName: string | null;
                deityImageUrl: string | null;
                devoteeName: string;
                starId: number;
                starName: string;
                performDate: string | null;
                isPerformDateVisible: boolean;
                minPerformDate: string;
                tillDate: string | null;
                series: ('month' | 'year') | null;
                quantity: number;
                rate: number;
                postageCharge: number;
                lineTotal: number;
                status: number;
                isApproved: boolean;
                isAllowEdit: boolean;
                canEditDateNameStar: boolean;
                banner: string;
                description: string | null;
                prasadamDelivery: number;
                deliveryAddress: string | null;
                posting?: {
                  postedAt: string;
                  trackingNumber: string;
                } | null;
                performance?: {
                  performedAt: string;
                  note: string | null;
                  photoUrl: string | null;
                } | null;
                refundedAmount?: number | null;
                remarks: string | null;
                decidedById: number | null;
                decidedByName: string | null;
                decidedAt: string | null;
                canApprove: boolean;
                canEdit: boolean;
                canEditDate: boolean;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/order-lines/{lineId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a line awaiting approval, with a reason */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          lineId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              line: {
                id: number;
                serialNo: number;
                sevaId: number;
                sevaName: string;
                sevaType: number;
                deityId: number | null;
                deityName: string | null;
                deityImageUrl: string | null;
                devoteeName: string;
                starId: number;
                starName: string;
                performDate: string | null;
                isPerformDateVisible: boolean;
                minPerformDate: string;
                tillDate: string | null;
                series: ('month' | 'year') | null;
                quantity: number;
                rate: number;
                postageCharge: number;
                lineTotal: number;
                status: number;
                isApproved: boolean;
                isAllowEdit: boolean;
                canEditDateNameStar: boolean;
                banner: string;
                description: string | null;
                prasadamDelivery: number;
                deliveryAddress: string | null;
                posting?: {
                  postedAt: string;
                  trackingNumber: string;
                } | null;
                performance?: {
                  performedAt: string;
                  note: string | null;
                  photoUrl: string | null;
                } | null;
                refundedAmount?: number | null;
                remarks: string | null;
                decidedById: number | null;
                decidedByName: string | null;
                decidedAt: string | null;
                canApprove: boolean;
                canEdit: boolean;
                canEditDate: boolean;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/order-lines/{lineId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a line's date, devotee name, star or remarks (spec perform-postpone Type 0) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          lineId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            performDate?: string;
            devoteeName?: string;
            starId?: number;
            remarks?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              line: {
                id: number;
                serialNo: number;
                sevaId: number;
                sevaName: string;
                sevaType: number;
                deityId: number | null;
                deityName: string | null;
                deityImageUrl: string | null;
                devoteeName: string;
                starId: number;
                starName: string;
                performDate: string | null;
                isPerformDateVisible: boolean;
                minPerformDate: string;
                tillDate: string | null;
                series: ('month' | 'year') | null;
                quantity: number;
                rate: number;
                postageCharge: number;
                lineTotal: number;
                status: number;
                isApproved: boolean;
                isAllowEdit: boolean;
                canEditDateNameStar: boolean;
                banner: string;
                description: string | null;
                prasadamDelivery: number;
                deliveryAddress: string | null;
                posting?: {
                  postedAt: string;
                  trackingNumber: string;
                } | null;
                performance?: {
                  performedAt: string;
                  note: string | null;
                  photoUrl: string | null;
                } | null;
                refundedAmount?: number | null;
                remarks: string | null;
                decidedById: number | null;
                decidedByName: string | null;
                decidedAt: string | null;
                canApprove: boolean;
                canEdit: boolean;
                canEditDate: boolean;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/temples/{templeId}/orders/{orderId}/reject-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A bank transfer that never arrived: cancel the booking and free its places */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          orderId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
              verification: {
                isVerified: boolean;
                verifiedById: number | null;
                verifiedByName: string | null;
                verifiedAt: string | null;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The temple’s refunds by status, order number or devotee, and request day (refund-list) */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          status?: 'requested' | 'approved' | 'rejected' | 'processed' | 'failed';
          q?: string;
          from?: string;
          to?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                orderId: number;
                orderNumber: string;
                devoteeName: string | null;
                mobile: string | null;
                amount: number;
                reason: string;
                /** @enum {string} */
                status: 'requested' | 'approved' | 'rejected' | 'processed' | 'failed';
                lineCount: number;
                requestedAt: string;
                processedAt: string | null;
                isAskedByDevotee: boolean;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Request a refund of a paid order or some of its sevas (spec POST /Refund) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            orderId: number;
            orderLineIds?: number[];
            amount?: number;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              orderId: number;
              orderNumber: string;
              devoteeName: string | null;
              mobile: string | null;
              amount: number;
              reason: string;
              /** @enum {string} */
              status: 'requested' | 'approved' | 'rejected' | 'processed' | 'failed';
              lineCount: number;
              requestedAt: string;
              processedAt: string | null;
              isAskedByDevotee: boolean;
              templeId: number;
              orderDate: string;
              orderStatus: string;
              orderTotal: number;
              paymentMode: number;
              /** @enum {string} */
              method: 'gateway' | 'offline';
              gateway: string | null;
              lines: {
                orderLineId: number;
                sevaName: string;
                devoteeName: string;
                performDate: string | null;
                quantity: number;
                amount: number;
              }[];
              requestedBy: {
                id: number;
                userName: string;
              } | null;
              approvedBy: {
                id: number;
                userName: string;
              } | null;
              approvedAt: string | null;
              gatewayRefundId: string | null;
              remarks: string | null;
              canApprove: boolean;
              canReject: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/refunds/refundable-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order by booking number or id: its lines, their shares and what is left to refund */
    get: {
      parameters: {
        query?: {
          orderId?: number;
          orderNumber?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orderId: number;
              orderNumber: string;
              orderDate: string;
              status: string;
              paymentMode: number;
              /** @enum {string} */
              method: 'gateway' | 'offline';
              gateway: string | null;
              devoteeName: string | null;
              mobile: string | null;
              totalAmount: number;
              committedAmount: number;
              refundableAmount: number;
              isRefundable: boolean;
              lines: {
                id: number;
                serialNo: number;
                sevaName: string;
                devoteeName: string;
                starName: string;
                performDate: string | null;
                quantity: number;
                rate: number;
                postageCharge: number;
                lineTotal: number;
                status: number;
                share: number;
                isRefundable: boolean;
                openRefundId: number | null;
              }[];
              refunds: {
                id: number;
                amount: number;
                /** @enum {string} */
                status: 'requested' | 'approved' | 'rejected' | 'processed' | 'failed';
                requestedAt: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/refunds/{refundId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          refundId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              orderId: number;
              orderNumber: string;
              devoteeName: string | null;
              mobile: string | null;
              amount: number;
              reason: string;
              /** @enum {string} */
              status: 'requested' | 'approved' | 'rejected' | 'processed' | 'failed';
              lineCount: number;
              requestedAt: string;
              processedAt: string | null;
              isAskedByDevotee: boolean;
              templeId: number;
              orderDate: string;
              orderStatus: string;
              orderTotal: number;
              paymentMode: number;
              /** @enum {string} */
              method: 'gateway' | 'offline';
              gateway: string | null;
              lines: {
                orderLineId: number;
                sevaName: string;
                devoteeName: string;
                performDate: string | null;
                quantity: number;
                amount: number;
              }[];
              requestedBy: {
                id: number;
                userName: string;
              } | null;
              approvedBy: {
                id: number;
                userName: string;
              } | null;
              approvedAt: string | null;
              gatewayRefundId: string | null;
              remarks: string | null;
              canApprove: boolean;
              canReject: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/refunds/{refundId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve (spec GET /Refund?…&approvedby): the money goes back through the gateway, or is recorded as paid back by the temple */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          refundId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            remarks?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              orderId: number;
              orderNumber: string;
              devoteeName: string | null;
              mobile: string | null;
              amount: number;
              reason: string;
              /** @enum {string} */
              status: 'requested' | 'approved' | 'rejected' | 'processed' | 'failed';
              lineCount: number;
              requestedAt: string;
              processedAt: string | null;
              isAskedByDevotee: boolean;
              templeId: number;
              orderDate: string;
              orderStatus: string;
              orderTotal: number;
              paymentMode: number;
              /** @enum {string} */
              method: 'gateway' | 'offline';
              gateway: string | null;
              lines: {
                orderLineId: number;
                sevaName: string;
                devoteeName: string;
                performDate: string | null;
                quantity: number;
                amount: number;
              }[];
              requestedBy: {
                id: number;
                userName: string;
              } | null;
              approvedBy: {
                id: number;
                userName: string;
              } | null;
              approvedAt: string | null;
              gatewayRefundId: string | null;
              remarks: string | null;
              canApprove: boolean;
              canReject: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/refunds/{refundId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          refundId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              orderId: number;
              orderNumber: string;
              devoteeName: string | null;
              mobile: string | null;
              amount: number;
              reason: string;
              /** @enum {string} */
              status: 'requested' | 'approved' | 'rejected' | 'processed' | 'failed';
              lineCount: number;
              requestedAt: string;
              processedAt: string | null;
              isAskedByDevotee: boolean;
              templeId: number;
              orderDate: string;
              orderStatus: string;
              orderTotal: number;
              paymentMode: number;
              /** @enum {string} */
              method: 'gateway' | 'offline';
              gateway: string | null;
              lines: {
                orderLineId: number;
                sevaName: string;
                devoteeName: string;
                performDate: string | null;
                quantity: number;
                amount: number;
              }[];
              requestedBy: {
                id: number;
                userName: string;
              } | null;
              approvedBy: {
                id: number;
                userName: string;
              } | null;
              approvedAt: string | null;
              gatewayRefundId: string | null;
              remarks: string | null;
              canApprove: boolean;
              canReject: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/orders/{orderId}/cancellation-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A devotee asks the temple to cancel their paid booking: a refund request of its sevas not yet performed nor past, once per booking */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          orderId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              refundId: number;
              orderId: number;
              amount: number;
              status: string;
              requestedAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Refunds across temples, by status and temple (the dashboard's refunds waiting); read only */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          status?: 'requested' | 'approved' | 'rejected' | 'processed' | 'failed';
          templeId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                orderId: number;
                orderNumber: string;
                devoteeName: string | null;
                mobile: string | null;
                amount: number;
                reason: string;
                /** @enum {string} */
                status: 'requested' | 'approved' | 'rejected' | 'processed' | 'failed';
                lineCount: number;
                requestedAt: string;
                processedAt: string | null;
                isAskedByDevotee: boolean;
                templeId: number;
                templeName: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/counter-bills/desk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The billing screen: the temple as UPI payee, its day, and the sevas the counter sells */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              temple: {
                id: number;
                name: string;
                nameNarration: string | null;
                upiVpa: string | null;
                today: string;
                timeZone: string;
              };
              sevas: {
                id: number;
                code: string;
                name: string;
                nameNarration: string | null;
                deityName: string | null;
                groupName: string | null;
                rate: number;
                postageCharge: number;
                sevaType: number;
                isContinuous: boolean;
                minPerformDate: string;
                endDate: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/counter-bills/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The server's price of each line and of the bill, and each line's problems; writes nothing */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lines: {
              sevaId: number;
              devoteeName: string;
              /** @default 28 */
              starId?: number;
              performDate: string;
              quantity: number;
              starSeries?: {
                /** @enum {string} */
                every: 'month' | 'year';
                month?: number;
                dates: string[];
                /** @enum {string} */
                payment?: 'once' | 'each';
              };
            }[];
            /** @default 0 */
            dakshina?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              isValid: boolean;
              lines: {
                index: number;
                sevaId: number;
                sevaName: string | null;
                deityName: string | null;
                performDate: string;
                dates: string[];
                quantity: number;
                rate: number;
                postageCharge: number;
                amount: number;
                lineTotal: number;
                devoteeName: string;
                starId: number;
                remaining: number | null;
                isValid: boolean;
                problems: {
                  /** @enum {string} */
                  code:
                    | 'VALIDATION_FAILED'
                    | 'MALFORMED_JSON'
                    | 'UNAUTHENTICATED'
                    | 'INVALID_CREDENTIALS'
                    | 'SESSION_EXPIRED'
                    | 'FORBIDDEN'
                    | 'CSRF_TOKEN_INVALID'
                    | 'NOT_FOUND'
                    | 'ROUTE_NOT_FOUND'
                    | 'METHOD_NOT_ALLOWED'
                    | 'CONFLICT'
                    | 'MOBILE_ALREADY_REGISTERED'
                    | 'EMAIL_ALREADY_REGISTERED'
                    | 'OTP_INVALID'
                    | 'OTP_EXPIRED'
                    | 'OTP_ATTEMPTS_EXCEEDED'
                    | 'PASSWORD_INCORRECT'
                    | 'PAYLOAD_TOO_LARGE'
                    | 'UNSUPPORTED_MEDIA_TYPE'
                    | 'RATE_LIMITED'
                    | 'INVALID_DATE'
                    | 'PERFORM_DATE_REQUIRED'
                    | 'BEFORE_MIN_PERFORM_DATE'
                    | 'TOO_FAR_AHEAD'
                    | 'AFTER_SEVA_END_DATE'
                    | 'WEEKDAY_NOT_ALLOWED'
                    | 'NOT_A_SPECIAL_POOJA_DATE'
                    | 'STAR_SERIES_NOT_OFFERED'
                    | 'NOT_STAR_DAY'
                    | 'TILL_DATE_INVALID'
                    | 'QUANTITY_OVER_DAILY_LIMIT'
                    | 'DATE_ALLOTTED_BY_TEMPLE'
                    | 'DELIVERY_NOT_AVAILABLE'
                    | 'DAKSHINA_NOT_ACCEPTED'
                    | 'DATE_BLOCKED'
                    | 'SEVA_FULL'
                    | 'SEVA_NOT_AVAILABLE'
                    | 'PRICE_CHANGED'
                    | 'DEVOTEE_NAME_LIMIT'
                    | 'PAYMENT_SIGNATURE_INVALID'
                    | 'PAYMENT_MODE_NOT_AVAILABLE'
                    | 'PAYMENT_NOT_PENDING'
                    | 'ORDER_LINE_NOT_EDITABLE'
                    | 'INVALID_IMAGE_TYPE'
                    | 'CODE_IN_USE'
                    | 'RECORD_IN_USE'
                    | 'PAYMENT_GATEWAY_UNAVAILABLE'
                    | 'LINE_NOT_AWAITING_APPROVAL'
                    | 'ORDER_NOT_PAID'
                    | 'ORDER_NOT_REFUNDABLE'
                    | 'REFUND_LINE_NOT_REFUNDABLE'
                    | 'REFUND_LINE_IN_OPEN_REFUND'
                    | 'NOTHING_TO_REFUND'
                    | 'REFUND_AMOUNT_TOO_HIGH'
                    | 'REFUND_NOT_OPEN'
                    | 'CANCELLATION_ALREADY_REQUESTED'
                    | 'CANCELLATION_TOO_LATE'
                    | 'SEVA_NOT_IN_TEMPLE'
                    | 'COUNTER_BILL_CANCELLED'
                    | 'VQ_NOT_OFFERED'
                    | 'VQ_SLOT_NOT_FOUND'
                    | 'VQ_OUTSIDE_BOOKING_WINDOW'
                    | 'VQ_PARTY_TOO_LARGE'
                    | 'VQ_DEVOTEES_INVALID'
                    | 'VQ_ANSWERS_INVALID'
                    | 'VQ_SLOT_FULL'
                    | 'VQ_SLOT_BLOCKED'
                    | 'VQ_SLOT_CLOSED'
                    | 'VQ_ALREADY_BOOKED'
                    | 'VQ_BOOKING_NOT_CANCELLABLE'
                    | 'VQ_SLOT_OVERLAP'
                    | 'VQ_SLOT_HAS_BOOKINGS'
                    | 'VQ_TOKEN_INVALID'
                    | 'VQ_WRONG_TEMPLE'
                    | 'VQ_WRONG_DATE'
                    | 'VQ_OUTSIDE_SLOT_WINDOW'
                    | 'VQ_ALREADY_ADMITTED'
                    | 'VQ_BOOKING_CANCELLED'
                    | 'RELEASE_NOT_FOUND'
                    | 'RELEASE_OVERLAP'
                    | 'RELEASE_NOT_CHANGEABLE'
                    | 'RELEASE_NOT_OPEN'
                    | 'WAITING_ROOM_NOT_OPEN'
                    | 'WAITING_ROOM_ADMISSION_REQUIRED'
                    | 'VISITS_NOT_OFFERED'
                    | 'VISIT_GATE_NOT_FOUND'
                    | 'VISIT_ZONE_NOT_FOUND'
                    | 'VISIT_GATE_WRONG_WAY'
                    | 'VISIT_TYPE_NOT_USED'
                    | 'VISIT_QR_INVALID'
                    | 'VISIT_ALREADY_INSIDE'
                    | 'VISIT_NOT_INSIDE'
                    | 'VISIT_ZONE_EMPTY'
                    | 'VISIT_NAME_TAKEN'
                    | 'VISIT_PASS_NOT_FOUND'
                    | 'VISIT_PASS_WAITING'
                    | 'VISIT_PASS_USED'
                    | 'VISIT_PASS_CLOSED'
                    | 'LINE_NOT_PERFORMABLE'
                    | 'INTERNAL'
                    | 'SERVICE_UNAVAILABLE'
                    | 'BOOKING_BUSY';
                  message: string;
                  date?: string;
                }[];
              }[];
              totals: {
                lineAmounts: number[];
                amount: number;
                postageCharge: number;
                itemsSubtotal: number;
                invoiceAmount: number;
                serviceCharge: number;
                platformCharge: number;
                sgst: number;
                cgst: number;
                gstCharge: number;
                splitServiceCharge: number;
                dakshinaAmount: number;
                totalAmount: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/counter-bills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * bill-list: counter bills by bill number, devotee or mobile, dates, payment mode, status
     * @description JSON: one page of bills (offset, limit) with the totals over every bill the filters select. With format=csv, xlsx or pdf every such bill and the totals row come as a file download, streamed.
     */
    get: {
      parameters: {
        query?: {
          q?: string;
          fromDate?: string;
          toDate?: string;
          paymentMode?: 'cash' | 'card' | 'upi';
          status?: 'paid' | 'cancelled';
          offset?: number;
          limit?: number;
          format?: 'json' | 'csv' | 'xlsx' | 'pdf';
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                orderNumber: string;
                orderDate: string;
                createdAt: string;
                /** @enum {string} */
                status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
                /** @enum {string} */
                paymentMode: 'cash' | 'card' | 'upi';
                paymentReference: string | null;
                devoteeNames: string[];
                mobile: string | null;
                totalAmount: number;
                numberOfPoojas: number;
                receiptToken: string;
                createdBy: {
                  id: number;
                  userName: string;
                } | null;
                cancelReason: string | null;
              }[];
              total: number;
              totals: {
                bills: number;
                paidBills: number;
                cancelledBills: number;
                sevaAmount: number;
                dakshinaAmount: number;
                collected: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** A paid counter bill (order Type 1, BKS…) taking the same daily capacity as online bookings */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lines: {
              sevaId: number;
              devoteeName: string;
              /** @default 28 */
              starId?: number;
              performDate: string;
              quantity: number;
              starSeries?: {
                /** @enum {string} */
                every: 'month' | 'year';
                month?: number;
                dates: string[];
                /** @enum {string} */
                payment?: 'once' | 'each';
              };
            }[];
            /** @default 0 */
            dakshina?: number;
            /** @enum {string} */
            paymentMode: 'cash' | 'card' | 'upi';
            paymentReference?: string;
            devoteeMobile?: '' | string;
            remarks?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              orderNumber: string;
              receiptToken: string;
              totalAmount: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/counter-bills/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          orderId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              orderNumber: string;
              orderDate: string;
              createdAt: string;
              /** @enum {string} */
              status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
              /** @enum {string} */
              paymentMode: 'cash' | 'card' | 'upi';
              paymentReference: string | null;
              devoteeNames: string[];
              mobile: string | null;
              totalAmount: number;
              numberOfPoojas: number;
              receiptToken: string;
              createdBy: {
                id: number;
                userName: string;
              } | null;
              cancelReason: string | null;
              remarks: string | null;
              receipt: {
                orderNumber: string;
                orderDate: string;
                /** @enum {string} */
                status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
                /** @enum {string} */
                language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
                statusMessage: string;
                isVerified: boolean;
                paymentMode: number;
                paymentCode: string | null;
                paidAt: string | null;
                temple: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                  address: string | null;
                  shortCode: string | null;
                  manthra: string | null;
                  logoUrl: string;
                  timeZone: string;
                };
                lines: {
                  serialNo: number;
                  sevaName: string;
                  deityName: string | null;
                  devoteeName: string;
                  starName: string;
                  performDate: string | null;
                  series: ('month' | 'year') | null;
                  quantity: number;
                  rate: number;
                  postageCharge: number;
                  lineTotal: number;
                  status: number;
                  performedAt?: string | null;
                  performedPhotoUrl?: string | null;
                }[];
                totals: {
                  amount: number;
                  dakshinaAmount: number;
                  serviceCharge: number;
                  sgst: number;
                  cgst: number;
                  gstCharge: number;
                  postageCharge: number;
                  splitServiceCharge: number;
                  totalAmount: number;
                  numberOfPoojas: number;
                };
                receiptUrl: string;
                pdfUrl: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/counter-bills/{orderId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels a paid counter bill with a reason and gives its capacity back (once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          orderId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              orderNumber: string;
              orderDate: string;
              createdAt: string;
              /** @enum {string} */
              status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
              /** @enum {string} */
              paymentMode: 'cash' | 'card' | 'upi';
              paymentReference: string | null;
              devoteeNames: string[];
              mobile: string | null;
              totalAmount: number;
              numberOfPoojas: number;
              receiptToken: string;
              createdBy: {
                id: number;
                userName: string;
              } | null;
              cancelReason: string | null;
              remarks: string | null;
              receipt: {
                orderNumber: string;
                orderDate: string;
                /** @enum {string} */
                status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'refunded' | 'due';
                /** @enum {string} */
                language: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
                statusMessage: string;
                isVerified: boolean;
                paymentMode: number;
                paymentCode: string | null;
                paidAt: string | null;
                temple: {
                  id: number;
                  name: string;
                  nameNarration: string | null;
                  address: string | null;
                  shortCode: string | null;
                  manthra: string | null;
                  logoUrl: string;
                  timeZone: string;
                };
                lines: {
                  serialNo: number;
                  sevaName: string;
                  deityName: string | null;
                  devoteeName: string;
                  starName: string;
                  performDate: string | null;
                  series: ('month' | 'year') | null;
                  quantity: number;
                  rate: number;
                  postageCharge: number;
                  lineTotal: number;
                  status: number;
                  performedAt?: string | null;
                  performedPhotoUrl?: string | null;
                }[];
                totals: {
                  amount: number;
                  dakshinaAmount: number;
                  serviceCharge: number;
                  sgst: number;
                  cgst: number;
                  gstCharge: number;
                  postageCharge: number;
                  splitServiceCharge: number;
                  totalAmount: number;
                  numberOfPoojas: number;
                };
                receiptUrl: string;
                pdfUrl: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** spec transactionreports: the reports this temple’s users may open, grouped */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              groups: {
                /** @enum {string} */
                group: 'collection' | 'performing' | 'money' | 'people' | 'visits';
                reports: (
                  | 'dailyreport'
                  | 'dailywisereport'
                  | 'seva-wise-report'
                  | 'deity-wise-report'
                  | 'group-wise-report'
                  | 'consolidated-report'
                  | 'dakshina-report'
                  | 'performancereport'
                  | 'performance-priest-report'
                  | 'gstreport'
                  | 'settlement-report'
                  | 'payment-failed-report'
                  | 'payment-pendingreport'
                  | 'referance-report'
                  | 'performance-postage-address-report'
                  | 'enquiry-report'
                  | 'pending-notification'
                  | 'sms-report'
                  | 'devotee-visit-devotee-detailed-report'
                  | 'devotee-visit-consolidated-report'
                )[];
              }[];
              acrossTemples: (
                | 'dailyreport'
                | 'dailywisereport'
                | 'seva-wise-report'
                | 'deity-wise-report'
                | 'group-wise-report'
                | 'consolidated-report'
                | 'dakshina-report'
                | 'performancereport'
                | 'performance-priest-report'
                | 'gstreport'
                | 'settlement-report'
                | 'payment-failed-report'
                | 'payment-pendingreport'
                | 'referance-report'
                | 'performance-postage-address-report'
                | 'enquiry-report'
                | 'pending-notification'
                | 'sms-report'
                | 'devotee-visit-devotee-detailed-report'
                | 'devotee-visit-consolidated-report'
              )[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/reports/{report}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One report of the temple for a range of its days
     * @description JSON: one page of rows (offset, limit) with the totals and subtotals over every row. With format=csv, xlsx or pdf every row and the totals row come as a file download, streamed.
     */
    get: {
      parameters: {
        query: {
          /** @description First day, yyyy-MM-dd (the temple’s day) */
          from: string;
          /** @description Last day, yyyy-MM-dd; at most 366 days in all */
          to: string;
          /** @description 1 gateway, 2 bank transfer, 3 cash, 4 UPI, 5 card */
          paymentMode?: number;
          /** @description Bills made by this staff user */
          staffUserId?: number;
          /** @description Reports by line: only this seva */
          sevaId?: number;
          /** @description Reports by line: only this deity */
          deityId?: number;
          /** @description Reports that list a status: only rows in this one (each report names its statuses) */
          status?: string;
          format?: 'json' | 'csv' | 'xlsx' | 'pdf';
          offset?: number;
          limit?: number;
        };
        header?: never;
        path: {
          templeId: number;
          report:
            | 'dailyreport'
            | 'dailywisereport'
            | 'seva-wise-report'
            | 'deity-wise-report'
            | 'group-wise-report'
            | 'consolidated-report'
            | 'dakshina-report'
            | 'performancereport'
            | 'performance-priest-report'
            | 'gstreport'
            | 'settlement-report'
            | 'payment-failed-report'
            | 'payment-pendingreport'
            | 'referance-report'
            | 'performance-postage-address-report'
            | 'enquiry-report'
            | 'pending-notification'
            | 'sms-report'
            | 'devotee-visit-devotee-detailed-report'
            | 'devotee-visit-consolidated-report';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              report:
                | 'dailyreport'
                | 'dailywisereport'
                | 'seva-wise-report'
                | 'deity-wise-report'
                | 'group-wise-report'
                | 'consolidated-report'
                | 'dakshina-report'
                | 'performancereport'
                | 'performance-priest-report'
                | 'gstreport'
                | 'settlement-report'
                | 'payment-failed-report'
                | 'payment-pendingreport'
                | 'referance-report'
                | 'performance-postage-address-report'
                | 'enquiry-report'
                | 'pending-notification'
                | 'sms-report'
                | 'devotee-visit-devotee-detailed-report'
                | 'devotee-visit-consolidated-report';
              templeId: number | null;
              templeName: string;
              from: string;
              to: string;
              columns: {
                id: string;
                /** @enum {string} */
                kind: 'text' | 'money' | 'count' | 'date' | 'time' | 'paymentMode' | 'label';
              }[];
              items: {
                [key: string]: string | number | null;
              }[];
              total: number;
              totals: {
                [key: string]: string | number | null;
              };
              subtotals: {
                group: string;
                values: {
                  [key: string]: string | number | null;
                };
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/reports/{report}/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * spec report-details-page: the order lines behind one row of a collection report
     * @description The report’s range and filters, narrowed to the row: its day (from = to), seva, deity, seva group, order, or source (orderType). Pages and files like the report.
     */
    get: {
      parameters: {
        query: {
          /** @description First day, yyyy-MM-dd (the temple’s day) */
          from: string;
          /** @description Last day, yyyy-MM-dd; at most 366 days in all */
          to: string;
          /** @description 1 gateway, 2 bank transfer, 3 cash, 4 UPI, 5 card */
          paymentMode?: number;
          /** @description Bills made by this staff user */
          staffUserId?: number;
          /** @description Reports by line: only this seva */
          sevaId?: number;
          /** @description Reports by line: only this deity */
          deityId?: number;
          /** @description Reports that list a status: only rows in this one (each report names its statuses) */
          status?: string;
          format?: 'json' | 'csv' | 'xlsx' | 'pdf';
          offset?: number;
          limit?: number;
          /** @description Only this seva group */
          sevaGroupId?: number;
          /** @description Only this order */
          orderId?: number;
          /** @description 0 online bookings, 1 counter bills */
          orderType?: number;
        };
        header?: never;
        path: {
          templeId: number;
          report:
            | 'dailyreport'
            | 'dailywisereport'
            | 'seva-wise-report'
            | 'deity-wise-report'
            | 'group-wise-report'
            | 'consolidated-report'
            | 'dakshina-report'
            | 'performancereport'
            | 'performance-priest-report'
            | 'gstreport'
            | 'settlement-report'
            | 'payment-failed-report'
            | 'payment-pendingreport'
            | 'referance-report'
            | 'performance-postage-address-report'
            | 'enquiry-report'
            | 'pending-notification'
            | 'sms-report'
            | 'devotee-visit-devotee-detailed-report'
            | 'devotee-visit-consolidated-report';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              report:
                | 'dailyreport'
                | 'dailywisereport'
                | 'seva-wise-report'
                | 'deity-wise-report'
                | 'group-wise-report'
                | 'consolidated-report'
                | 'dakshina-report'
                | 'performancereport'
                | 'performance-priest-report'
                | 'gstreport'
                | 'settlement-report'
                | 'payment-failed-report'
                | 'payment-pendingreport'
                | 'referance-report'
                | 'performance-postage-address-report'
                | 'enquiry-report'
                | 'pending-notification'
                | 'sms-report'
                | 'devotee-visit-devotee-detailed-report'
                | 'devotee-visit-consolidated-report';
              templeId: number | null;
              templeName: string;
              from: string;
              to: string;
              columns: {
                id: string;
                /** @enum {string} */
                kind: 'text' | 'money' | 'count' | 'date' | 'time' | 'paymentMode' | 'label';
              }[];
              items: {
                [key: string]: string | number | null;
              }[];
              total: number;
              totals: {
                [key: string]: string | number | null;
              };
              subtotals: {
                group: string;
                values: {
                  [key: string]: string | number | null;
                };
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** spec transactionreports for administrators: every report, and those readable across temples */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              groups: {
                /** @enum {string} */
                group: 'collection' | 'performing' | 'money' | 'people' | 'visits';
                reports: (
                  | 'dailyreport'
                  | 'dailywisereport'
                  | 'seva-wise-report'
                  | 'deity-wise-report'
                  | 'group-wise-report'
                  | 'consolidated-report'
                  | 'dakshina-report'
                  | 'performancereport'
                  | 'performance-priest-report'
                  | 'gstreport'
                  | 'settlement-report'
                  | 'payment-failed-report'
                  | 'payment-pendingreport'
                  | 'referance-report'
                  | 'performance-postage-address-report'
                  | 'enquiry-report'
                  | 'pending-notification'
                  | 'sms-report'
                  | 'devotee-visit-devotee-detailed-report'
                  | 'devotee-visit-consolidated-report'
                )[];
              }[];
              acrossTemples: (
                | 'dailyreport'
                | 'dailywisereport'
                | 'seva-wise-report'
                | 'deity-wise-report'
                | 'group-wise-report'
                | 'consolidated-report'
                | 'dakshina-report'
                | 'performancereport'
                | 'performance-priest-report'
                | 'gstreport'
                | 'settlement-report'
                | 'payment-failed-report'
                | 'payment-pendingreport'
                | 'referance-report'
                | 'performance-postage-address-report'
                | 'enquiry-report'
                | 'pending-notification'
                | 'sms-report'
                | 'devotee-visit-devotee-detailed-report'
                | 'devotee-visit-consolidated-report'
              )[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/{report}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An administrator’s report: one temple’s (templeId), or every temple’s at once
     * @description Without templeId only the reports listed as acrossTemples answer (400 otherwise: choose a temple). Same page and files as the temple route.
     */
    get: {
      parameters: {
        query: {
          /** @description First day, yyyy-MM-dd (the temple’s day) */
          from: string;
          /** @description Last day, yyyy-MM-dd; at most 366 days in all */
          to: string;
          /** @description 1 gateway, 2 bank transfer, 3 cash, 4 UPI, 5 card */
          paymentMode?: number;
          /** @description Bills made by this staff user */
          staffUserId?: number;
          /** @description Reports by line: only this seva */
          sevaId?: number;
          /** @description Reports by line: only this deity */
          deityId?: number;
          /** @description Reports that list a status: only rows in this one (each report names its statuses) */
          status?: string;
          format?: 'json' | 'csv' | 'xlsx' | 'pdf';
          offset?: number;
          limit?: number;
          /** @description One temple; every temple without it */
          templeId?: number;
        };
        header?: never;
        path: {
          report:
            | 'dailyreport'
            | 'dailywisereport'
            | 'seva-wise-report'
            | 'deity-wise-report'
            | 'group-wise-report'
            | 'consolidated-report'
            | 'dakshina-report'
            | 'performancereport'
            | 'performance-priest-report'
            | 'gstreport'
            | 'settlement-report'
            | 'payment-failed-report'
            | 'payment-pendingreport'
            | 'referance-report'
            | 'performance-postage-address-report'
            | 'enquiry-report'
            | 'pending-notification'
            | 'sms-report'
            | 'devotee-visit-devotee-detailed-report'
            | 'devotee-visit-consolidated-report';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              report:
                | 'dailyreport'
                | 'dailywisereport'
                | 'seva-wise-report'
                | 'deity-wise-report'
                | 'group-wise-report'
                | 'consolidated-report'
                | 'dakshina-report'
                | 'performancereport'
                | 'performance-priest-report'
                | 'gstreport'
                | 'settlement-report'
                | 'payment-failed-report'
                | 'payment-pendingreport'
                | 'referance-report'
                | 'performance-postage-address-report'
                | 'enquiry-report'
                | 'pending-notification'
                | 'sms-report'
                | 'devotee-visit-devotee-detailed-report'
                | 'devotee-visit-consolidated-report';
              templeId: number | null;
              templeName: string;
              from: string;
              to: string;
              columns: {
                id: string;
                /** @enum {string} */
                kind: 'text' | 'money' | 'count' | 'date' | 'time' | 'paymentMode' | 'label';
              }[];
              items: {
                [key: string]: string | number | null;
              }[];
              total: number;
              totals: {
                [key: string]: string | number | null;
              };
              subtotals: {
                group: string;
                values: {
                  [key: string]: string | number | null;
                };
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/reports/performance-priest-report/materials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** performance-priest-report: the materials the sevas to perform need, per seva */
    get: {
      parameters: {
        query: {
          /** @description First perform day, yyyy-MM-dd (the temple’s day) */
          from: string;
          /** @description Last perform day, yyyy-MM-dd */
          to: string;
          sevaId?: number;
          deityId?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              to: string;
              items: {
                sevaId: number;
                seva: string;
                sevasBooked: number;
                name: string;
                unit: string;
                quantityPerSeva: number;
                quantity: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/performances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark sevas performed (issue #17): chosen order lines, or every booked line of a seva on a day; each devotee is told in their language */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lineIds?: number[];
            sevaId?: number;
            date?: string;
            note?: string;
            photoId?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              marked: number;
              alreadyPerformed: number;
              performedAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/reports/performance-postage-address-report/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Address labels of the parcels to post, A4 sheets of 2 × 7 (99.1 × 38.1 mm), as a PDF */
    get: {
      parameters: {
        query: {
          /** @description First perform day, yyyy-MM-dd */
          from: string;
          /** @description Last perform day, yyyy-MM-dd */
          to: string;
          /** @description to-post or posted; both without */
          status?: 'to-post' | 'posted';
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/order-lines/{lineId}/tracking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Enter or correct the postal tracking number of a parcel of prasadam; marks it posted */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          lineId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The parcel’s postal tracking number (6–30 letters/digits) */
            trackingNumber: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              lineId: number;
              orderNumber: string;
              posting: {
                postedAt: string;
                trackingNumber: string;
              };
              postedBy: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              daysAhead: number;
              openingTime: string;
              graceMinutes: number;
              maxPartySize: number;
              isIdProofRequired: boolean;
              idProofTypes: string[];
              instructions: string | null;
              updatedAt: string | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            daysAhead: number;
            /** @description HH:mm, 24-hour */
            openingTime: string;
            graceMinutes: number;
            maxPartySize: number;
            isIdProofRequired: boolean;
            idProofTypes: string[];
            /** @default null */
            instructions?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              daysAhead: number;
              openingTime: string;
              graceMinutes: number;
              maxPartySize: number;
              isIdProofRequired: boolean;
              idProofTypes: string[];
              instructions: string | null;
              updatedAt: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/slot-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The slot plan: weekly slots and slots of single dates. */
    get: {
      parameters: {
        query?: {
          from?: string;
          isActive?: 'true' | 'false';
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                weekday: number | null;
                date: string | null;
                startTime: string;
                endTime: string;
                capacity: number;
                maxPartySize: number;
                label: string | null;
                isActive: boolean;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Adds one slot on each of the given weekdays, or on one date (a date with slots of its own ignores its weekday). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description 0 Sunday … 6 Saturday */
            weekdays?: number[];
            date?: string;
            /** @description HH:mm, 24-hour */
            startTime: string;
            /** @description HH:mm, 24-hour */
            endTime: string;
            capacity: number;
            /** @description Default: the temple's maximum party size */
            maxPartySize?: number;
            /** @default null */
            label?: string | null;
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templates: {
                id: number;
                weekday: number | null;
                date: string | null;
                startTime: string;
                endTime: string;
                capacity: number;
                maxPartySize: number;
                label: string | null;
                isActive: boolean;
              }[];
              frozenSlots: {
                date: string;
                startTime: string;
                endTime: string;
                capacity: number;
                booked: number;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/slot-templates/{templateId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Changes a slot for every date not yet booked; future dates whose slot already issued tokens keep their times (listed in frozenSlots) and take a new capacity only when their bookings fit. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          templateId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description HH:mm, 24-hour */
            startTime: string;
            /** @description HH:mm, 24-hour */
            endTime: string;
            capacity: number;
            /** @description Default: the temple's maximum party size */
            maxPartySize?: number;
            /** @default null */
            label?: string | null;
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templates: {
                id: number;
                weekday: number | null;
                date: string | null;
                startTime: string;
                endTime: string;
                capacity: number;
                maxPartySize: number;
                label: string | null;
                isActive: boolean;
              }[];
              frozenSlots: {
                date: string;
                startTime: string;
                endTime: string;
                capacity: number;
                booked: number;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/slots/{date}/{startTime}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** @description One date's slot (start time as HHmm): its capacity (never below its bookings) or party size. */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          date: string;
          startTime: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            capacity?: number;
            maxPartySize?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              date: string;
              startTime: string;
              endTime: string;
              capacity: number;
              booked: number;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                label: string;
                labelNarration: string | null;
                /** @enum {string} */
                kind: 'text' | 'number' | 'choice' | 'date';
                options: string[];
                isRequired: boolean;
                sortOrder: number;
                isActive: boolean;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            label: string;
            /** @default null */
            labelNarration?: string | null;
            /** @enum {string} */
            kind: 'text' | 'number' | 'choice' | 'date';
            /** @default [] */
            options?: string[];
            /** @default false */
            isRequired?: boolean;
            /** @default 0 */
            sortOrder?: number;
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              label: string;
              labelNarration: string | null;
              /** @enum {string} */
              kind: 'text' | 'number' | 'choice' | 'date';
              options: string[];
              isRequired: boolean;
              sortOrder: number;
              isActive: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/questions/{questionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          questionId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              label: string;
              labelNarration: string | null;
              /** @enum {string} */
              kind: 'text' | 'number' | 'choice' | 'date';
              options: string[];
              isRequired: boolean;
              sortOrder: number;
              isActive: boolean;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          questionId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            label: string;
            /** @default null */
            labelNarration?: string | null;
            /** @enum {string} */
            kind: 'text' | 'number' | 'choice' | 'date';
            /** @default [] */
            options?: string[];
            /** @default false */
            isRequired?: boolean;
            /** @default 0 */
            sortOrder?: number;
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              label: string;
              labelNarration: string | null;
              /** @enum {string} */
              kind: 'text' | 'number' | 'choice' | 'date';
              options: string[];
              isRequired: boolean;
              sortOrder: number;
              isActive: boolean;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          questionId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description Default: today */
          from?: string;
          to?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                date: string;
                startTime: string | null;
                endTime: string | null;
                reason: string | null;
                blockedAt: string | null;
                liveBookings: number;
                liveDevotees: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Blocks a date, or one slot of it, with a reason. Answers the bookings already made for it; with cancelBookings they are cancelled and each devotee told. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            date: string;
            /** @description HH:mm, 24-hour */
            startTime?: string;
            reason: string;
            /** @default false */
            cancelBookings?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              date: string;
              startTime: string | null;
              reason: string;
              bookings: {
                id: number;
                queueNumber: string;
                date: string;
                startTime: string;
                endTime: string;
                partySize: number;
                leadName: string;
                mobile: string | null;
                /** @enum {string} */
                status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
                bookedAt: string;
                admittedAt: string | null;
              }[];
              cancelled: number;
            };
          };
        };
      };
    };
    delete: {
      parameters: {
        query: {
          date: string;
          /** @description HH:mm, 24-hour */
          startTime?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/gate/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description spec virtual-queue-slot-checking: finds a booking by the QR token, or by a queue number or mobile number typed by staff, and says whether admit would admit it now. Changes nothing. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token?: string;
            queueNumber?: string;
            mobile?: string;
            gate?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              booking: {
                id: number;
                queueNumber: string;
                date: string;
                startTime: string;
                endTime: string;
                partySize: number;
                leadName: string;
                mobile: string | null;
                /** @enum {string} */
                status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
                bookedAt: string;
                admittedAt: string | null;
                templeId: number;
                displayDate: string;
                slot: string;
                slotLabel: string | null;
                devotees: {
                  name: string;
                  age: number;
                  idProofType: string | null;
                  idProofNumber: string | null;
                }[];
                answers: {
                  questionId: number;
                  label: string;
                  value: string;
                }[];
                admittedGate: string | null;
                admittedByName: string | null;
                cancelledAt: string | null;
                cancelReason: string | null;
              };
              admission: {
                canAdmit: boolean;
                code:
                  | (
                      | 'VALIDATION_FAILED'
                      | 'MALFORMED_JSON'
                      | 'UNAUTHENTICATED'
                      | 'INVALID_CREDENTIALS'
                      | 'SESSION_EXPIRED'
                      | 'FORBIDDEN'
                      | 'CSRF_TOKEN_INVALID'
                      | 'NOT_FOUND'
                      | 'ROUTE_NOT_FOUND'
                      | 'METHOD_NOT_ALLOWED'
                      | 'CONFLICT'
                      | 'MOBILE_ALREADY_REGISTERED'
                      | 'EMAIL_ALREADY_REGISTERED'
                      | 'OTP_INVALID'
                      | 'OTP_EXPIRED'
                      | 'OTP_ATTEMPTS_EXCEEDED'
                      | 'PASSWORD_INCORRECT'
                      | 'PAYLOAD_TOO_LARGE'
                      | 'UNSUPPORTED_MEDIA_TYPE'
                      | 'RATE_LIMITED'
                      | 'INVALID_DATE'
                      | 'PERFORM_DATE_REQUIRED'
                      | 'BEFORE_MIN_PERFORM_DATE'
                      | 'TOO_FAR_AHEAD'
                      | 'AFTER_SEVA_END_DATE'
                      | 'WEEKDAY_NOT_ALLOWED'
                      | 'NOT_A_SPECIAL_POOJA_DATE'
                      | 'STAR_SERIES_NOT_OFFERED'
                      | 'NOT_STAR_DAY'
                      | 'TILL_DATE_INVALID'
                      | 'QUANTITY_OVER_DAILY_LIMIT'
                      | 'DATE_ALLOTTED_BY_TEMPLE'
                      | 'DELIVERY_NOT_AVAILABLE'
                      | 'DAKSHINA_NOT_ACCEPTED'
                      | 'DATE_BLOCKED'
                      | 'SEVA_FULL'
                      | 'SEVA_NOT_AVAILABLE'
                      | 'PRICE_CHANGED'
                      | 'DEVOTEE_NAME_LIMIT'
                      | 'PAYMENT_SIGNATURE_INVALID'
                      | 'PAYMENT_MODE_NOT_AVAILABLE'
                      | 'PAYMENT_NOT_PENDING'
                      | 'ORDER_LINE_NOT_EDITABLE'
                      | 'INVALID_IMAGE_TYPE'
                      | 'CODE_IN_USE'
                      | 'RECORD_IN_USE'
                      | 'PAYMENT_GATEWAY_UNAVAILABLE'
                      | 'LINE_NOT_AWAITING_APPROVAL'
                      | 'ORDER_NOT_PAID'
                      | 'ORDER_NOT_REFUNDABLE'
                      | 'REFUND_LINE_NOT_REFUNDABLE'
                      | 'REFUND_LINE_IN_OPEN_REFUND'
                      | 'NOTHING_TO_REFUND'
                      | 'REFUND_AMOUNT_TOO_HIGH'
                      | 'REFUND_NOT_OPEN'
                      | 'CANCELLATION_ALREADY_REQUESTED'
                      | 'CANCELLATION_TOO_LATE'
                      | 'SEVA_NOT_IN_TEMPLE'
                      | 'COUNTER_BILL_CANCELLED'
                      | 'VQ_NOT_OFFERED'
                      | 'VQ_SLOT_NOT_FOUND'
                      | 'VQ_OUTSIDE_BOOKING_WINDOW'
                      | 'VQ_PARTY_TOO_LARGE'
                      | 'VQ_DEVOTEES_INVALID'
                      | 'VQ_ANSWERS_INVALID'
                      | 'VQ_SLOT_FULL'
                      | 'VQ_SLOT_BLOCKED'
                      | 'VQ_SLOT_CLOSED'
                      | 'VQ_ALREADY_BOOKED'
                      | 'VQ_BOOKING_NOT_CANCELLABLE'
                      | 'VQ_SLOT_OVERLAP'
                      | 'VQ_SLOT_HAS_BOOKINGS'
                      | 'VQ_TOKEN_INVALID'
                      | 'VQ_WRONG_TEMPLE'
                      | 'VQ_WRONG_DATE'
                      | 'VQ_OUTSIDE_SLOT_WINDOW'
                      | 'VQ_ALREADY_ADMITTED'
                      | 'VQ_BOOKING_CANCELLED'
                      | 'RELEASE_NOT_FOUND'
                      | 'RELEASE_OVERLAP'
                      | 'RELEASE_NOT_CHANGEABLE'
                      | 'RELEASE_NOT_OPEN'
                      | 'WAITING_ROOM_NOT_OPEN'
                      | 'WAITING_ROOM_ADMISSION_REQUIRED'
                      | 'VISITS_NOT_OFFERED'
                      | 'VISIT_GATE_NOT_FOUND'
                      | 'VISIT_ZONE_NOT_FOUND'
                      | 'VISIT_GATE_WRONG_WAY'
                      | 'VISIT_TYPE_NOT_USED'
                      | 'VISIT_QR_INVALID'
                      | 'VISIT_ALREADY_INSIDE'
                      | 'VISIT_NOT_INSIDE'
                      | 'VISIT_ZONE_EMPTY'
                      | 'VISIT_NAME_TAKEN'
                      | 'VISIT_PASS_NOT_FOUND'
                      | 'VISIT_PASS_WAITING'
                      | 'VISIT_PASS_USED'
                      | 'VISIT_PASS_CLOSED'
                      | 'LINE_NOT_PERFORMABLE'
                      | 'INTERNAL'
                      | 'SERVICE_UNAVAILABLE'
                      | 'BOOKING_BUSY'
                    )
                  | null;
                message: string | null;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/gate/admit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Admits a booking once: only at its temple, on its date and within its slot window plus the temple grace. A second scan answers VQ_ALREADY_ADMITTED saying when, at which gate and by whom. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token?: string;
            queueNumber?: string;
            mobile?: string;
            gate?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              booking: {
                id: number;
                queueNumber: string;
                date: string;
                startTime: string;
                endTime: string;
                partySize: number;
                leadName: string;
                mobile: string | null;
                /** @enum {string} */
                status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
                bookedAt: string;
                admittedAt: string | null;
                templeId: number;
                displayDate: string;
                slot: string;
                slotLabel: string | null;
                devotees: {
                  name: string;
                  age: number;
                  idProofType: string | null;
                  idProofNumber: string | null;
                }[];
                answers: {
                  questionId: number;
                  label: string;
                  value: string;
                }[];
                admittedGate: string | null;
                admittedByName: string | null;
                cancelledAt: string | null;
                cancelReason: string | null;
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          /** @description Default: the temple's today */
          date?: string;
          /** @description HH:mm, 24-hour */
          startTime?: string;
          status?: 'booked' | 'cancelled' | 'admitted' | 'no-show';
          search?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                queueNumber: string;
                date: string;
                startTime: string;
                endTime: string;
                partySize: number;
                leadName: string;
                mobile: string | null;
                /** @enum {string} */
                status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
                bookedAt: string;
                admittedAt: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/bookings/{bookingId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description spec virtual-queue-token-details / virtual-queue-devotee-details. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          bookingId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              queueNumber: string;
              date: string;
              startTime: string;
              endTime: string;
              partySize: number;
              leadName: string;
              mobile: string | null;
              /** @enum {string} */
              status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
              bookedAt: string;
              admittedAt: string | null;
              templeId: number;
              displayDate: string;
              slot: string;
              slotLabel: string | null;
              devotees: {
                name: string;
                age: number;
                idProofType: string | null;
                idProofNumber: string | null;
              }[];
              answers: {
                questionId: number;
                label: string;
                value: string;
              }[];
              admittedGate: string | null;
              admittedByName: string | null;
              cancelledAt: string | null;
              cancelReason: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/bookings/{bookingId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          bookingId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              queueNumber: string;
              date: string;
              startTime: string;
              endTime: string;
              partySize: number;
              leadName: string;
              mobile: string | null;
              /** @enum {string} */
              status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
              bookedAt: string;
              admittedAt: string | null;
              templeId: number;
              displayDate: string;
              slot: string;
              slotLabel: string | null;
              devotees: {
                name: string;
                age: number;
                idProofType: string | null;
                idProofNumber: string | null;
              }[];
              answers: {
                questionId: number;
                label: string;
                value: string;
              }[];
              admittedGate: string | null;
              admittedByName: string | null;
              cancelledAt: string | null;
              cancelReason: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description spec virtual-queue-dashboard: a day's slots with booked, admitted, remaining and no-shows so far. */
    get: {
      parameters: {
        query?: {
          /** @description Default: the temple's today */
          date?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              date: string;
              displayDate: string;
              generatedAt: string;
              slots: {
                startTime: string;
                endTime: string;
                label: string | null;
                capacity: number;
                bookings: number;
                booked: number;
                admitted: number;
                waiting: number;
                noShows: number;
                cancelled: number;
                remaining: number;
                isBlocked: boolean;
                blockReason: string | null;
                isInPlan: boolean;
                /** @enum {string} */
                phase: 'upcoming' | 'open' | 'closed';
              }[];
              totals: {
                capacity: number;
                bookings: number;
                booked: number;
                admitted: number;
                waiting: number;
                noShows: number;
                cancelled: number;
                remaining: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/reports/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description spec virtual-queue-report: per date. With format=csv or format=xlsx the same rows and totals come as a file download. */
    get: {
      parameters: {
        query: {
          /** @description First date, yyyy-MM-dd */
          from: string;
          /** @description Last date, yyyy-MM-dd; at most 366 days in all */
          to: string;
          format?: 'json' | 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              to: string;
              rows: {
                date: string;
                slots: number;
                capacity: number;
                bookings: number;
                booked: number;
                admitted: number;
                noShows: number;
                cancelled: number;
              }[];
              totals: {
                capacity: number;
                bookings: number;
                booked: number;
                admitted: number;
                noShows: number;
                cancelled: number;
                slots: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/reports/daily': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description spec virtual-queue-daily-report: per date and slot. With format=csv or format=xlsx the same rows and totals come as a file download. */
    get: {
      parameters: {
        query: {
          /** @description First date, yyyy-MM-dd */
          from: string;
          /** @description Last date, yyyy-MM-dd; at most 366 days in all */
          to: string;
          format?: 'json' | 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              to: string;
              rows: {
                date: string;
                startTime: string;
                endTime: string;
                isBlocked: boolean;
                capacity: number;
                bookings: number;
                booked: number;
                admitted: number;
                noShows: number;
                cancelled: number;
              }[];
              totals: {
                capacity: number;
                bookings: number;
                booked: number;
                admitted: number;
                noShows: number;
                cancelled: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/reports/consolidated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description spec virtual-queue-consolidated-report: per slot over the range, with utilisation. With format=csv or format=xlsx the same rows and totals come as a file download. */
    get: {
      parameters: {
        query: {
          /** @description First date, yyyy-MM-dd */
          from: string;
          /** @description Last date, yyyy-MM-dd; at most 366 days in all */
          to: string;
          format?: 'json' | 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              to: string;
              rows: {
                startTime: string;
                endTime: string;
                days: number;
                capacity: number;
                bookings: number;
                booked: number;
                admitted: number;
                noShows: number;
                cancelled: number;
                utilisation: number;
              }[];
              totals: {
                capacity: number;
                bookings: number;
                booked: number;
                admitted: number;
                noShows: number;
                cancelled: number;
                utilisation: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/reports/detailed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description spec virtual-queue-detailed-report: one row per booking, paged in JSON. With format=csv or format=xlsx the same rows and totals come as a file download. */
    get: {
      parameters: {
        query: {
          /** @description First date, yyyy-MM-dd */
          from: string;
          /** @description Last date, yyyy-MM-dd; at most 366 days in all */
          to: string;
          format?: 'json' | 'csv' | 'xlsx';
          status?: 'booked' | 'cancelled' | 'admitted' | 'no-show';
          offset?: number;
          limit?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              to: string;
              rows: {
                queueNumber: string;
                date: string;
                startTime: string;
                endTime: string;
                leadName: string;
                mobile: string | null;
                partySize: number;
                /** @enum {string} */
                status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
                bookedAt: string;
                admittedAt: string | null;
                admittedGate: string | null;
                admittedByName: string | null;
                cancelledAt: string | null;
                answers: string;
              }[];
              total: number;
              totals: {
                bookings: number;
                devotees: number;
                admitted: number;
                noShows: number;
                cancelled: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/reports/devotees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description spec detailed-virtual-queue-devotee-report: one row per devotee, paged in JSON. With format=csv or format=xlsx the same rows and totals come as a file download. */
    get: {
      parameters: {
        query: {
          /** @description First date, yyyy-MM-dd */
          from: string;
          /** @description Last date, yyyy-MM-dd; at most 366 days in all */
          to: string;
          format?: 'json' | 'csv' | 'xlsx';
          status?: 'booked' | 'cancelled' | 'admitted' | 'no-show';
          offset?: number;
          limit?: number;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              to: string;
              rows: {
                queueNumber: string;
                date: string;
                startTime: string;
                endTime: string;
                name: string;
                age: number;
                idProofType: string | null;
                idProofNumber: string | null;
                mobile: string | null;
                /** @enum {string} */
                status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
                admittedAt: string | null;
              }[];
              total: number;
              totals: {
                devotees: number;
                admitted: number;
                noShows: number;
                cancelled: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/virtual-queue/temples/{templeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A temple's virtual queue: its rules, questions and booking window. VQ_NOT_OFFERED (404) for a temple without IsVirtualQueue. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              templeName: string;
              templeNameNarration: string | null;
              bannerUrl: string;
              timeZone: string;
              settings: {
                daysAhead: number;
                openingTime: string;
                graceMinutes: number;
                maxPartySize: number;
                isIdProofRequired: boolean;
                idProofTypes: string[];
                instructions: string | null;
              };
              questions: {
                id: number;
                label: string;
                labelNarration: string | null;
                /** @enum {string} */
                kind: 'text' | 'number' | 'choice' | 'date';
                options: string[];
                isRequired: boolean;
                sortOrder: number;
                isActive: boolean;
              }[];
              today: string;
              lastDate: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/virtual-queue/temples/{templeId}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Each date with its slots and remaining places (default: today to the last open date; at most 62 days). */
    get: {
      parameters: {
        query?: {
          /** @description Default: the temple's today */
          from?: string;
          /** @description Default: the last date open for booking */
          to?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              today: string;
              lastDate: string;
              days: {
                date: string;
                displayDate: string;
                isOpen: boolean;
                opensOn: string | null;
                opensAt: string | null;
                isBlocked: boolean;
                blockReason: string | null;
                slots: {
                  startTime: string;
                  endTime: string;
                  label: string | null;
                  capacity: number;
                  booked: number;
                  remaining: number;
                  maxPartySize: number;
                  /** @enum {string} */
                  state: 'open' | 'full' | 'blocked' | 'closed';
                  blockReason: string | null;
                }[];
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/virtual-queue/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Books a slot for a party. 409 VQ_SLOT_FULL when the places are gone, VQ_ALREADY_BOOKED for a second booking of the same person that day at the temple. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            templeId: number;
            date: string;
            /** @description HH:mm, 24-hour */
            startTime: string;
            devotees: {
              name: string;
              age: number;
              idProofType?: string | null;
              idProofNumber?: string | null;
            }[];
            /** @default [] */
            answers?: {
              questionId: number;
              value: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              templeName: string;
              templeTimeZone: string;
              bannerUrl: string;
              date: string;
              displayDate: string;
              startTime: string;
              endTime: string;
              slot: string;
              slotLabel: string | null;
              noOfDevotees: number;
              queueNumber: string;
              /** @enum {string} */
              status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
              qrText: string;
              qr: {
                /** @enum {string} */
                errorCorrectionLevel: 'M';
                /** @enum {number} */
                width: 100;
              };
              qrImageUrl: string;
              tokenUrl: string;
              devotees: {
                name: string;
                age: number;
                idProofType: string | null;
                idProofNumber: string | null;
              }[];
              answers: {
                questionId: number;
                label: string;
                value: string;
              }[];
              bookedAt: string;
              cancelledAt: string | null;
              admittedAt: string | null;
              canCancel: boolean;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/virtual-queue-bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          when?: 'upcoming' | 'past' | 'all';
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                templeName: string;
                templeTimeZone: string;
                bannerUrl: string;
                date: string;
                displayDate: string;
                startTime: string;
                endTime: string;
                slot: string;
                slotLabel: string | null;
                noOfDevotees: number;
                queueNumber: string;
                /** @enum {string} */
                status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
                qrText: string;
                qr: {
                  /** @enum {string} */
                  errorCorrectionLevel: 'M';
                  /** @enum {number} */
                  width: 100;
                };
                qrImageUrl: string;
                tokenUrl: string;
                devotees: {
                  name: string;
                  age: number;
                  idProofType: string | null;
                  idProofNumber: string | null;
                }[];
                answers: {
                  questionId: number;
                  label: string;
                  value: string;
                }[];
                bookedAt: string;
                cancelledAt: string | null;
                admittedAt: string | null;
                canCancel: boolean;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/virtual-queue-bookings/{bookingId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description spec devotee-virtual-qdetails. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          bookingId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              templeName: string;
              templeTimeZone: string;
              bannerUrl: string;
              date: string;
              displayDate: string;
              startTime: string;
              endTime: string;
              slot: string;
              slotLabel: string | null;
              noOfDevotees: number;
              queueNumber: string;
              /** @enum {string} */
              status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
              qrText: string;
              qr: {
                /** @enum {string} */
                errorCorrectionLevel: 'M';
                /** @enum {number} */
                width: 100;
              };
              qrImageUrl: string;
              tokenUrl: string;
              devotees: {
                name: string;
                age: number;
                idProofType: string | null;
                idProofNumber: string | null;
              }[];
              answers: {
                questionId: number;
                label: string;
                value: string;
              }[];
              bookedAt: string;
              cancelledAt: string | null;
              admittedAt: string | null;
              canCancel: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/virtual-queue-bookings/{bookingId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Cancels the booking until its slot ends; its places go back to the slot once. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          bookingId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              templeName: string;
              templeTimeZone: string;
              bannerUrl: string;
              date: string;
              displayDate: string;
              startTime: string;
              endTime: string;
              slot: string;
              slotLabel: string | null;
              noOfDevotees: number;
              queueNumber: string;
              /** @enum {string} */
              status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
              qrText: string;
              qr: {
                /** @enum {string} */
                errorCorrectionLevel: 'M';
                /** @enum {number} */
                width: 100;
              };
              qrImageUrl: string;
              tokenUrl: string;
              devotees: {
                name: string;
                age: number;
                idProofType: string | null;
                idProofNumber: string | null;
              }[];
              answers: {
                questionId: number;
                label: string;
                value: string;
              }[];
              bookedAt: string;
              cancelledAt: string | null;
              admittedAt: string | null;
              canCancel: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/virtual-queue/tokens/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description spec booking-token-details: a token by its signed text (no personal data). VQ_TOKEN_INVALID for a forged or altered one. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              templeName: string;
              bannerUrl: string;
              date: string;
              displayDate: string;
              startTime: string;
              endTime: string;
              slot: string;
              slotLabel: string | null;
              noOfDevotees: number;
              queueNumber: string;
              /** @enum {string} */
              status: 'booked' | 'cancelled' | 'admitted' | 'no-show';
              qrText: string;
              qr: {
                /** @enum {string} */
                errorCorrectionLevel: 'M';
                /** @enum {number} */
                width: 100;
              };
              qrImageUrl: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/virtual-queue/tokens/{token}/qr.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The QR of a token as a PNG: error correction M, 100 pixels wide (spec §9). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/display': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The gate display's snapshot: the current slot, the next three, and today's totals. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              templeName: string;
              date: string;
              displayDate: string;
              generatedAt: string;
              current: {
                startTime: string;
                endTime: string;
                label: string | null;
                capacity: number;
                booked: number;
                admitted: number;
                waiting: number;
                remaining: number;
                isBlocked: boolean;
                /** @enum {string} */
                phase: 'upcoming' | 'open' | 'closed';
              } | null;
              next: {
                startTime: string;
                endTime: string;
                label: string | null;
                capacity: number;
                booked: number;
                admitted: number;
                waiting: number;
                remaining: number;
                isBlocked: boolean;
                /** @enum {string} */
                phase: 'upcoming' | 'open' | 'closed';
              }[];
              totals: {
                capacity: number;
                booked: number;
                admitted: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/virtual-queue/display/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description text/event-stream: `snapshot` (a VqDisplay) on connect, then `update` (a VqDisplay) whenever a booking, cancellation, admission or block changes the day, and as slots open and close. A comment every 15 s; `retry: 3000`. A reconnect (Last-Event-ID or not) starts from a fresh snapshot. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/virtual-queue/temples/{templeId}/calendar/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description text/event-stream for the devotee calendar: `ready` on connect (refetch the calendar), then `availability` (a VqAvailabilityEvent: one date's slots and remaining places) after each change, or `refresh` when changes may have been missed. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The temple's releases, newest first, with their lines' counts. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                templeName: string;
                templeTimeZone: string;
                sevaId: number | null;
                sevaName: string | null;
                fromDate: string;
                toDate: string;
                waitingOpensAt: string;
                opensAt: string;
                closesAt: string;
                /** @enum {string} */
                order: 'arrival' | 'random';
                windowMinutes: number;
                /** @enum {string} */
                status: 'scheduled' | 'waiting' | 'admitting' | 'closed' | 'cancelled';
                admitPerMinute: number;
                arrivals: number;
                admitted: number;
                createdAt: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    /** @description Opens a range of darshan dates at a time, through a waiting room. RELEASE_OVERLAP when another live release has some of the dates. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default null */
            sevaId?: number | null;
            fromDate: string;
            toDate: string;
            opensOn: string;
            /** @description HH:mm, 24-hour */
            opensAt: string;
            /** @default 15 */
            waitingMinutes?: number;
            /**
             * @default arrival
             * @enum {string}
             */
            order?: 'arrival' | 'random';
            /** @default 600 */
            admitPerMinute?: number;
            /** @default 10 */
            windowMinutes?: number;
            /** @default 120 */
            openForMinutes?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              templeName: string;
              templeTimeZone: string;
              sevaId: number | null;
              sevaName: string | null;
              fromDate: string;
              toDate: string;
              waitingOpensAt: string;
              opensAt: string;
              closesAt: string;
              /** @enum {string} */
              order: 'arrival' | 'random';
              windowMinutes: number;
              /** @enum {string} */
              status: 'scheduled' | 'waiting' | 'admitting' | 'closed' | 'cancelled';
              admitPerMinute: number;
              arrivals: number;
              admitted: number;
              createdAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/releases/{releaseId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Cancels a release: its dates book as any other at once. RELEASE_NOT_CHANGEABLE once closed. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          releaseId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              templeId: number;
              templeName: string;
              templeTimeZone: string;
              sevaId: number | null;
              sevaName: string | null;
              fromDate: string;
              toDate: string;
              waitingOpensAt: string;
              opensAt: string;
              closesAt: string;
              /** @enum {string} */
              order: 'arrival' | 'random';
              windowMinutes: number;
              /** @enum {string} */
              status: 'scheduled' | 'waiting' | 'admitting' | 'closed' | 'cancelled';
              admitPerMinute: number;
              arrivals: number;
              admitted: number;
              createdAt: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/releases/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A temple's releases that are coming or letting devotees in, for devotees to wait for. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                templeId: number;
                templeName: string;
                templeTimeZone: string;
                sevaId: number | null;
                sevaName: string | null;
                fromDate: string;
                toDate: string;
                waitingOpensAt: string;
                opensAt: string;
                closesAt: string;
                /** @enum {string} */
                order: 'arrival' | 'random';
                windowMinutes: number;
                /** @enum {string} */
                status: 'scheduled' | 'waiting' | 'admitting' | 'closed' | 'cancelled';
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/releases/{releaseId}/waiting-room': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Where the devotee stands: their position, the estimated time of their admission, and until when they may book once admitted. Ask again after pollSeconds. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          releaseId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              release: {
                id: number;
                templeId: number;
                templeName: string;
                templeTimeZone: string;
                sevaId: number | null;
                sevaName: string | null;
                fromDate: string;
                toDate: string;
                waitingOpensAt: string;
                opensAt: string;
                closesAt: string;
                /** @enum {string} */
                order: 'arrival' | 'random';
                windowMinutes: number;
                /** @enum {string} */
                status: 'scheduled' | 'waiting' | 'admitting' | 'closed' | 'cancelled';
              };
              /** @enum {string} */
              state: 'notYet' | 'notJoined' | 'waiting' | 'admitted' | 'expired' | 'closed';
              position: number | null;
              estimatedAt: string | null;
              admittedUntil: string | null;
              placesLeft: number | null;
              pollSeconds: number;
            };
          };
        };
      };
    };
    put?: never;
    /** @description Joins the waiting room (again: no change), or goes to the back of the line once the window to book has passed. WAITING_ROOM_NOT_OPEN outside its hours. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          releaseId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              release: {
                id: number;
                templeId: number;
                templeName: string;
                templeTimeZone: string;
                sevaId: number | null;
                sevaName: string | null;
                fromDate: string;
                toDate: string;
                waitingOpensAt: string;
                opensAt: string;
                closesAt: string;
                /** @enum {string} */
                order: 'arrival' | 'random';
                windowMinutes: number;
                /** @enum {string} */
                status: 'scheduled' | 'waiting' | 'admitting' | 'closed' | 'cancelled';
              };
              /** @enum {string} */
              state: 'notYet' | 'notJoined' | 'waiting' | 'admitted' | 'expired' | 'closed';
              position: number | null;
              estimatedAt: string | null;
              admittedUntil: string | null;
              placesLeft: number | null;
              pollSeconds: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** spec devotee-visit-live-status: each zone now, in the last quarter hour and through the day */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              templeName: string;
              isDevoteeVisit: boolean;
              date: string;
              recentMinutes: number;
              zones: {
                id: number;
                name: string;
                nameNarration: string | null;
                capacity: number;
                alertThreshold: number;
                inside: number;
                /** @enum {string} */
                level: 'ok' | 'alert' | 'full';
                entriesRecent: number;
                exitsRecent: number;
                trend: {
                  time: string;
                  inside: number;
                }[];
                peakToday: number;
                passes: {
                  calling: number[];
                  waitingPasses: number;
                  waitingPeople: number;
                  nextNumber: number | null;
                  nextExpectedAt: string | null;
                  issuedToday: number;
                };
              }[];
              generatedAt: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** spec devotee-visit-dashboard: a temple day's footfall per zone (today by default) */
    get: {
      parameters: {
        query?: {
          date?: string;
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              date: string;
              isToday: boolean;
              zones: {
                id: number;
                name: string;
                nameNarration: string | null;
                capacity: number;
                insideNow: number | null;
                entries: number;
                exits: number;
                peak: number;
                entriesByType: {
                  mobile: number;
                  qrCode: number;
                  count: number;
                };
                namedVisits: number;
                averageMinutes: number | null;
              }[];
              totals: {
                entries: number;
                exits: number;
                namedVisits: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/live/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description text/event-stream: `snapshot` (a VisitLiveStatus) on connect, then `update` (a VisitLiveStatus) within a second of a gate of the temple recording, from any server process, and every 30 s as the last quarter hour slides. A comment every 15 s; `retry: 3000`. 404 VISITS_NOT_OFFERED for a temple that does not count visits, so its screens stop asking. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** spec devotee-visit-settings: the temple's zones, gates and visit types */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              isDevoteeVisit: boolean;
              visitTypes: (1 | 2 | 3)[];
              zones: {
                id: number;
                name: string;
                nameNarration: string | null;
                capacity: number;
                alertThreshold: number;
                inside: number;
                isActive: boolean;
                orderNo: number;
              }[];
              gates: {
                id: number;
                zoneId: number;
                zoneName: string;
                name: string;
                /** @enum {string} */
                direction: 'in' | 'out' | 'both';
                isActive: boolean;
              }[];
            };
          };
        };
      };
    };
    /** The visit types the gates offer (1 mobile, 2 QR code, 3 devotee count) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            visitTypes: (1 | 2 | 3)[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templeId: number;
              isDevoteeVisit: boolean;
              visitTypes: (1 | 2 | 3)[];
              zones: {
                id: number;
                name: string;
                nameNarration: string | null;
                capacity: number;
                alertThreshold: number;
                inside: number;
                isActive: boolean;
                orderNo: number;
              }[];
              gates: {
                id: number;
                zoneId: number;
                zoneName: string;
                name: string;
                /** @enum {string} */
                direction: 'in' | 'out' | 'both';
                isActive: boolean;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/zones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a zone with its safe capacity and alert threshold */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            nameNarration?: string | null;
            capacity: number;
            alertThreshold: number;
            /** @default true */
            isActive?: boolean;
            /** @default 0 */
            orderNo?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              nameNarration: string | null;
              capacity: number;
              alertThreshold: number;
              inside: number;
              isActive: boolean;
              orderNo: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/zones/{zoneId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a zone, or switch it off (its visits stay in the reports) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          zoneId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            nameNarration?: string | null;
            capacity: number;
            alertThreshold: number;
            /** @default true */
            isActive?: boolean;
            /** @default 0 */
            orderNo?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              nameNarration: string | null;
              capacity: number;
              alertThreshold: number;
              inside: number;
              isActive: boolean;
              orderNo: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/gates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a gate of a zone, for entries, exits or both */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            zoneId: number;
            name: string;
            /** @enum {string} */
            direction: 'in' | 'out' | 'both';
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              zoneId: number;
              zoneName: string;
              name: string;
              /** @enum {string} */
              direction: 'in' | 'out' | 'both';
              isActive: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/gates/{gateId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a gate, or switch it off */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          gateId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            zoneId: number;
            name: string;
            /** @enum {string} */
            direction: 'in' | 'out' | 'both';
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              zoneId: number;
              zoneName: string;
              name: string;
              /** @enum {string} */
              direction: 'in' | 'out' | 'both';
              isActive: boolean;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/passes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A temple day's walk-in passes, newest first (today by default) */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
          date?: string;
          status?: 'waiting' | 'called' | 'entered' | 'cancelled';
        };
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                number: number;
                token: string;
                templeId: number;
                templeName: string;
                zoneId: number;
                zoneName: string;
                zoneNameNarration: string | null;
                date: string;
                isToday: boolean;
                people: number;
                mobile: string | null;
                /** @enum {string} */
                status: 'waiting' | 'called' | 'entered' | 'cancelled';
                issuedAt: string;
                calledAt: string | null;
                enteredAt: string | null;
                peopleAhead: number | null;
                expectedAt: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    /** Issue a walk-in pass for a zone: called at once while the zone has room below its alert threshold, otherwise waiting with the time it should be called */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            zoneId: number;
            people: number;
            mobile?: string;
            /** @enum {string} */
            language?: 'en' | 'ml' | 'hi' | 'ta' | 'te' | 'kn';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              number: number;
              token: string;
              templeId: number;
              templeName: string;
              zoneId: number;
              zoneName: string;
              zoneNameNarration: string | null;
              date: string;
              isToday: boolean;
              people: number;
              mobile: string | null;
              /** @enum {string} */
              status: 'waiting' | 'called' | 'entered' | 'cancelled';
              issuedAt: string;
              calledAt: string | null;
              enteredAt: string | null;
              peopleAhead: number | null;
              expectedAt: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/passes/{passId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a walk-in pass not yet used; a called one gives its room to the next */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
          passId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              number: number;
              token: string;
              templeId: number;
              templeName: string;
              zoneId: number;
              zoneName: string;
              zoneNameNarration: string | null;
              date: string;
              isToday: boolean;
              people: number;
              mobile: string | null;
              /** @enum {string} */
              status: 'waiting' | 'called' | 'entered' | 'cancelled';
              issuedAt: string;
              calledAt: string | null;
              enteredAt: string | null;
              peopleAhead: number | null;
              expectedAt: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/visit-passes/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The devotee's walk-in pass by the token its QR carries: its status and expected call time */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              number: number;
              token: string;
              templeId: number;
              templeName: string;
              zoneId: number;
              zoneName: string;
              zoneNameNarration: string | null;
              date: string;
              isToday: boolean;
              people: number;
              mobile: string | null;
              /** @enum {string} */
              status: 'waiting' | 'called' | 'entered' | 'cancelled';
              issuedAt: string;
              calledAt: string | null;
              enteredAt: string | null;
              peopleAhead: number | null;
              expectedAt: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** spec devotee-visit-in / devotee-in: record an entry by mobile, QR code or count */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            gateId: number;
            type: 1 | 2 | 3;
            mobile?: string;
            code?: string;
            people?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              direction: 'in' | 'out';
              type: 1 | 2 | 3;
              people: number;
              who: string | null;
              visit: {
                id: number;
                inAt: string;
                outAt: string | null;
                minutesInside: number | null;
              } | null;
              zone: {
                id: number;
                name: string;
                nameNarration: string | null;
                capacity: number;
                alertThreshold: number;
                inside: number;
                /** @enum {string} */
                level: 'ok' | 'alert' | 'full';
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/temples/{templeId}/visits/exits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** spec devotee-visit-out / devotee-out: record an exit by mobile, QR code or count */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          templeId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            gateId: number;
            type: 1 | 2 | 3;
            mobile?: string;
            code?: string;
            people?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              direction: 'in' | 'out';
              type: 1 | 2 | 3;
              people: number;
              who: string | null;
              visit: {
                id: number;
                inAt: string;
                outAt: string | null;
                minutesInside: number | null;
              } | null;
              zone: {
                id: number;
                name: string;
                nameNarration: string | null;
                capacity: number;
                alertThreshold: number;
                inside: number;
                /** @enum {string} */
                level: 'ok' | 'alert' | 'full';
              };
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
