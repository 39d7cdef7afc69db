func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad(%arg0: tensor<32768x2048xf32>, %arg1: tensor<196608x1024xui32>, %arg2: tensor<32768x6xi32>, %arg3: tensor<32768x6xf32>, %arg4: tensor<196608x320xbf16>, %arg5: tensor<64x320x2048xbf16>, %arg6: tensor<64xi32>) -> (tensor<196608x320xbf16> {jax.result_info = "result[0]"}, tensor<64x320x2048xbf16> {jax.result_info = "result[1]"}, tensor<32768x6xf32> {jax.result_info = "result[2]"}) {
  %c = stablehlo.constant dense<65> : tensor<i32>
  %c_0 = stablehlo.constant dense<384> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<383> : tensor<i32>
  %c_3 = stablehlo.constant dense<512> : tensor<i32>
  %c_4 = stablehlo.constant dense<196608> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<16> : tensor<ui32>
  %c_7 = stablehlo.constant dense<65535> : tensor<ui32>
  %0 = stablehlo.reshape %arg2 : (tensor<32768x6xi32>) -> tensor<256x768xi32>
  %1:2 = stablehlo.custom_call @tpu_custom_call(%0, %arg1, %arg0, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFbCwEDBQcJAQMLA0UNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PA/oEKgRFAfUHExcXFxMXGxMXExcXFxMTCxcTFxMXFyMnFysTDxsLFwsLExcXF4ULFxcXFxMTFxcTFycXC2ULDw8TFwsLCwsrHwsXFxelDwsLUwsPDwsLEwsLCxMTExMLCwsTFxcXFxcTCw9LCw8LCzMLCwsLCyMbC1MbCxsLGxsbEwUNXWGFjWFNAR4CC0MTC1VDcwsTCxMLYwsTCxMLDw8TCwsTCxsLIxcLEwsPExMLEwsTCw8LEwsLEwsfCxMLCxMLEwsLEwsfCxMLCwszDxMLEwsTCwsLEwsjCxMLCxMLEwtTDycTDxcPJxcPDxcPJxcPDxcPJxMPFw8nFw8TCydTCxMLFwsTCwsTCw8LEwsLEwtDBwVZWQkDSQFDDx8fBxsXIwcbHw8fGxsbGysjKyMnIycnHxsjHwsHOxsfBQNNAmoaHx2zUgMdwgLGAh02AjoCAwMhTgIdo5oCHc4C0gIDA94CIgQDAyGXHVoCXgIdpZICHbICtgId4gLmAh3yAvYCHaEqAh2bCgIFUR2mAqoCHa8KAx06Az4DHaNSAgMDIaICAwMhvgIDB0GnQ6k9RQMHQdoCQ6k9RQMDIe4CAwX+AiYEAgMGAx2xHgMRFQEDA0YCHgQFUwMDIUICBVUFVwEFcXEDAyH+Ax0CBAYEHQ4EEgRhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFWQMDIUoCAwMhggIDA08GAgMDTxYCHa8OAx2xFgMDAyYDOR0qAy4DAQWrcR1GA0oDAweDb09aAz21HdYD2gMFW2FmZmluZV9tYXA8KGQwKSAtPiAoZDApPgAFXRE5ABEVBR2zxgMDA08aBAMBBV8FYQ0/AwdPGgIeApedbwMFTzICnW8FYwMDIeIDHeYD6gMd8gP2A2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4AERURBWUFZyMVBSGAAAAAAAAAAAYAAAAAAAAABWkRAQEdm/MFawVtHaEiAgVvBXEFcwEFOTkBBautERUCBBEVAiAFdQV3BXkjAQEBAwMhXgMDAyFqAwMDIYIDAwMhmgMDAyGuAwMDw8UFexEVLQMRyctpzc/R0znVjW3X2f/b3QV9AQP7DT0FfyMVAxEAAQAAAAAAAAWBBYMFhQWHBYkBDXd33+V36QMFeeF74wmPIxUFIYAAAAAAAAAAAAgAAAAAAAADBXnne5MJkQMFeet7kwmVAwVpfW2PAwVpfW2RAwVpfW2VHQICASN0cHUubWVtb3J5X3NwYWNlPGFueT4AI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c2VtYXBob3JlX21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmNvcmVfdHlwZTx0Yz4ABYsjAQcZAQAAAAEAAAAAAAAAHQ4CAQWNYWZmaW5lX21hcDwoKSAtPiAoKT4AIwEHGQEAAAACAAAAAAAAACMBDTEBAAAAAAAAAAEAAAABAAAAAAAAAAAAAAAFjx0mAgEFkR0uAgEFkyMBCykBAAAAAQAAAAEAAAAAAAAAAAAAAAWVHT4CAQWXEQECGAWZEQEFEQcBHVYCAQWbBZ0dYgIBBZ8DA2oCbgIFoSMBAwkBAAAAHXYCegIFox1+AgEFpRMPAR2ligIdjgIBBacdlgIBBakdngIBBasRAUEFrR2uAgEFrwWxHboCAQWzEQEQAMD/PwW1HcoCAQW3Bbkd1gIBBbsBBTmtBb0Fvx3qAgEFwSULCQAAAAAFwx36AgEFxQXHBckjFQMRAQAAAAAAAAAdgwEdEgMBBcsdGgMBBc0dIgMBBc8F0QXTHTIDAQXVAwdBp0NhPUUF1x1CAwEF2QXbHU4DAQXdHVYDAQXfIwEJIQEAAAABAAAAAwAAAAAAAAARBwUDB0FmA0NhPUUBBTlxEQcJAwMhcgMRAQkDB0F6A0NhPUUBBTl+AxEVCREHDQMDIYoDEQENAwdBkgNDYT1FAQU5lgMRFQ0RBxEDAyGiAxEBEQMHQaoDQ2E9RQEFOY0RBxUDAyG2AxEBFQMHQb4DQ2E9RQEFOcIDERUVHcoDAQXhAweDb0/SAz21IwEJIQEAAAABAAAAAgAAAAAAAAAF4x3eAwEF5REB9P8vBecd7gMBBekF6x36AwEF7REBGQXvHQoEAQXxBfMdFgQBBfUjAQcZAQAAAAMAAAAAAAAAI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgAjdmVjdG9yLmtpbmQ8YWRkPgABAgInBQIEAiABJwUCBAIgDwMnBQIEBQ8nAwIEDycHBQIEAiABCycFAgQZDycFAgQCQA8BAgQnBQIEAiA7JwUCBBkBF/kDBUNrF/kBQxICJwUCBBk5F/UFBAAwAiABTRf3BQIEGQ9NF/cHGQIEAiABixf1BQUCIAFNF/cHBQUCIAGLF/cFBQIgAU0X9QUCCAIYAU0X9wUCBAJAD00X/QMCGAFrF/kDCUNrF/UFBQIYAU0X9QMCGAFrAQkHBRcBLSEvIyEjJSUxMwEFAwEFAQEnBQIEAkA7IXRwdS5kbWFfc2VtYXBob3JlAAQGPwUBEQHBBwMBESsRAccHA0YGpgwXAQEtASEBLwEjASEBIwElASUBMQEzAQMDmREDAQ8HH1UDGwUVFxcGHwMdAxkDAx8RAwEPBx9XAzUHAwEdFwYfAzcDHzkFH38HIRMbAwOfEQMBDwcdVQMbBRUjFwYdAx0DJQMDHREDAQ8HHVcDNQcDASkXBh0DNwMrOwUdgQcnLRMDAwcRAwEDAwcRAwEDAwc/AwEvBwc7AwEFMTMDAwdRAwExFAcHMTU3BQMlTwMBBz0GKQMHA0YGPwYpAwEFE0oGAwNnEQMBAwNnhQMBQQaHAwEFUgZOBkMGiQMBBVYGWgYDA0lHAwEzBkkDAQVGBmIGAwNLRwMBNQZLAwEFRgZqBg8HH1UDGwUVLxcGHwMdA3IGAwMfEQMBDwcfdQMpCQ9mBm4GegYXBh8DKwN+BgMDHxEDAQ8HH1cDJwcFXgaGBjkFH38HigaCBnYGNwAHAwMHPwMBAwMHEQMBAwMHEQMBAwMHPwMBLwcHOwMBBT0/AwMHUQMBMRQHBz1BQwUDGzsDAQcDA0lHAwEzBkkDAQVGBkoGAwNLRwMBNQZLAwEFRgZSBg8HHVUDGwUVOxcGHQMdA1oGAwMdEQMBDwcddQMpCQ9OBlYGYgYXBh0DKwNmBgMDHREDAQMDHREDAQ8HHVcDJwcFbgZyBjsFHYEHXgZ2BmoGNwAHAwMHPwMBAwMpCQMHAwMpCQMHEQYpAxMHB0dJEwYTA0EDSxUGEwMTA00DAykJAwcDAykJAwcRBikDEQcJUVNFA3ICZgIDGQMDhgJTAw8FBhUDEQNZAwMLCQMHAwMLCQMHAwMLCQMHEQYLAw0JD11fYQcGCwMDA2MDAyMrAwEFBiMDAwNnIQcjOwMDBWVpCwYXAwUDawMDBS0DAQUGBQMDA28ZBgUDAwVlcQsGFwMFA3MJBw0vAwUDSwkHDTEDBQNLDQcZDwMFBW13AwMbMwMLGwcbNQMLBXt9BwYVAwkDfwMDJVMDDwUGJQMJA4MdByUPAwkFhYENBxkPAwUFdXkDAxszAwsbBxs1AwsFiYsHBhUDCQONHQdZDwMJBYePAwNbEQMBBQY3AxkDkyMHN10DHwVXlQcGFQMJA5EFBhUDEQOZJQZfAxEHl5tbCQcNNgMDCQNVBQYZAxMDnw0HGQ8DEwVPoQkHDTEDBQOjEwYTAxcDpRUGEwMFA6cLBhcDAwOpAwMFLQMBBQYFAwMDrRkGBQMDBauvCQcNLwMFA6MTBhMDFwOzFQYTAwUDtQsGFwMDA7cDAycrAwEFBicDAwO7JwYnAwMFub0pBmMDAwWxvwMDAwkDBwMDAwkDBwMDAwkDBxEGAwMNCRHDxccHBgMDAwPJBwYDAw0DwR8FA2ULzRHDxccDAwu3AwcDAwsJAwcDAwsJAwcRBgsDDQkPz9HTBwYLAwMD1QMDIysDAQUGIwMDA9khByM7AwMF19sLBhcDBQPdAwMFLQMBBQYFAwMD4RkGBQMDBdfjCwYXAwUD5QkHDS8DBQNLCQcNMQMFA0sNBxkPAwUF3+kDAxszAwsbBxs1AwsF7e8HBhUDCQPxAwMlUwMPBQYlAwkD9R0HJQ8DCQX38w0HGQ8DBQXn6wMDGzMDCxsHGzUDCwX7/QcGFQMJA/8dB1kPAwkF+QICAwNbUQMBBQY3AxkDCgIjBzddAx8FVw4CBwYVAwkDBgIFBhUDEQMWAiUGXwMRBxICGgKdCQcNYgMDCQNVBQYZAxMDIgINBxkPAxMFTyYCCQcNMQMFAyoCEwYTAxcDLgIVBhMDBQMyAgsGFwMDAzYCAwMFLQMBBQYFAwMDPgIZBgUDAwU6AkICCQcNLwMFAyoCEwYTAxcDSgIVBhMDBQNOAgsGFwMDA1ICAwMnKwMBBQYnAwMDWgInBicDAwVWAl4CKQZjAwMFRgJiAgMDA7cDBwMDAwkDBwMDAwkDBxEGAwMNCRFqAm4CcgIHBgMDAwN2AgcGAwMNA2YCHwUDZQt+AhFqAm4CcgIDAwu5AwcDAwsJAwcDAwsJAwcRBgsDDQkPggKGAooCBwYLAwMDjgIDAyMrAwEFBiMDAwOWAiEHIzsDAwWSApoCCwYXAwUDngIDAwUtAwEFBgUDAwOmAhkGBQMDBZICqgILBhcDBQOuAgkHDS8DBQNLCQcNMQMFA0sNBxkPAwUFogK2AgMDGzMDCxsHGzUDCwW+AsICBwYVAwkDxgIDAyVTAw8FBiUDCQPOAh0HJQ8DCQXSAsoCDQcZDwMFBbICugIDAxszAwsbBxs1AwsF2gLeAgcGFQMJA+ICHQdZDwMJBdYC5gIDA1tuAwMBBQY3AxkD7gIjBzddAx8FV/ICBwYVAwkD6gIFBhUDEQP6AiUGXwMRB/YC/gIeAgkHDXYDAwkDVQUGGQMTAwYDDQcZDwMTBU8KAwkHDTEDBQMOAxMGEwMXAxIDFQYTAwUDFgMLBhcDAwMaAwMDBS0DAQUGBQMDAyIDGQYFAwMFHgMmAwkHDS8DBQMOAxMGEwMXAy4DFQYTAwUDMgMLBhcDAwM2AwMDJysDAQUGJwMDAz4DJwYnAwMFOgNCAykGYwMDBSoDRgMDAwO5AwcDAwMJAwcDAwMJAwcRBgMDDQkRTgNSA1YDBwYDAwMDWgMHBgMDDQNKAx8FA2ULYgMRTgNSA1YDAwMLuwMHAwMLCQMHAwMLCQMHEQYLAw0JD2YDagNuAwcGCwMDA3IDAwMjKwMBBQYjAwMDegMhByM7AwMFdgN+AwsGFwMFA4IDAwMFLQMBBQYFAwMDigMZBgUDAwV2A44DCwYXAwUDkgMJBw0vAwUDSwkHDTEDBQNLDQcZDwMFBYYDmgMDAxszAwsbBxs1AwsFogOmAwcGFQMJA6oDAwMlUwMPBQYlAwkDsgMdByUPAwkFtgOuAw0HGQ8DBQWWA54DAwMbMwMLGwcbNQMLBb4DwgMHBhUDCQPGAx0HWQ8DCQW6A8oDAwNbhgMDAQUGNwMZA9IDIwc3XQMfBVfWAwcGFQMJA84DBQYVAxED3gMlBl8DEQfaA+IDAgMJBw2OAwMJA1UFBhkDEwPqAw0HGQ8DEwVP7gMJBw0xAwUD8gMTBhMDFwP2AxUGEwMFA/oDCwYXAwMD/gMDAwUtAwEFBgUDAwMGBBkGBQMDBQIECgQJBw0vAwUD8gMTBhMDFwMSBBUGEwMFAxYECwYXAwMDGgQDAycrAwEFBicDAwMiBCcGJwMDBR4EJgQpBmMDAwUOBCoEAwMDuwMHAwMDCQMHAwMDCQMHEQYDAw0JETIENgQ6BAcGAwMDAz4EBwYDAw0DLgQfBQNlC0YEETIENgQ6BAMDC70DBwMDCwkDBwMDCwkDBxEGCwMNCQ9KBE4EUgQHBgsDAwNWBAMDIysDAQUGIwMDA14EIQcjOwMDBVoEYgQLBhcDBQNmBAMDBS0DAQUGBQMDA24EGQYFAwMFWgRyBAsGFwMFA3YECQcNLwMFA0sJBw0xAwUDSw0HGQ8DBQVqBH4EAwMbMwMLGwcbNQMLBYYEigQHBhUDCQOOBAMDJVMDDwUGJQMJA5YEHQclDwMJBZoEkgQNBxkPAwUFegSCBAMDGzMDCxsHGzUDCwWiBKYEBwYVAwkDqgQdB1kPAwkFngSuBAMDW54DAwEFBjcDGQO2BCMHN10DHwVXugQHBhUDCQOyBAUGFQMRA8IEJQZfAxEHvgTGBOYDCQcNpgMDCQNVBQYZAxMDzgQNBxkPAxMFT9IECQcNMQMFA9YEEwYTAxcD2gQVBhMDBQPeBAsGFwMDA+IEAwMFLQMBBQYFAwMD6gQZBgUDAwXmBO4ECQcNLwMFA9YEEwYTAxcD9gQVBhMDBQP6BAsGFwMDA/4EAwMnKwMBBQYnAwMDBgUnBicDAwUCBQoFKQZjAwMF8gQOBQMDA70DBwMDAwkDBwMDAwkDBxEGAwMNCREWBRoFHgUHBgMDAwMiBQcGAwMNAxIFHwUDZQsqBREWBRoFHgUDAwu/AwcDAwsJAwcDAwsJAwcRBgsDDQkPLgUyBTYFBwYLAwMDOgUDAyMrAwEFBiMDAwNCBSEHIzsDAwU+BUYFCwYXAwUDSgUDAwUtAwEFBgUDAwNSBRkGBQMDBT4FVgULBhcDBQNaBQkHDS8DBQNLCQcNMQMFA0sNBxkPAwUFTgViBQMDGzMDCxsHGzUDCwVqBW4FBwYVAwkDcgUDAyVTAw8FBiUDCQN6BR0HJQ8DCQV+BXYFDQcZDwMFBV4FZgUDAxszAwsbBxs1AwsFhgWKBQcGFQMJA44FHQdZDwMJBYIFkgUDA1uyAwMBBQY3AxkDmgUjBzddAx8FV54FBwYVAwkDlgUFBhUDEQOmBSUGXwMRB6IFqgXKBAkHDboDAwkDVQUGGQMTA7IFDQcZDwMTBU+2BQkHDTEDBQO6BRMGEwMXA74FFQYTAwUDwgULBhcDAwPGBQMDBS0DAQUGBQMDA84FGQYFAwMFygXSBQkHDS8DBQO6BRMGEwMXA9oFFQYTAwUD3gULBhcDAwPiBQMDJysDAQUGJwMDA+oFJwYnAwMF5gXuBSkGYwMDBdYF8gUDAwO/AwcDAwMJAwcDAwMJAwcRBgMDDQkR+gX+BQIGBwYDAwMDBgYHBgMDDQP2BR8FA2ULDgYR+gX+BQIGAwNzCQMHAwNzCQMHEQZzAxEHDRIGFgYfBXPOAwmuBQ0SBhYGAwMHEQMBAwMHPwMBLwcHOwMBBR4GIgYDAwdRAwExFAcHHgYmBioGBQMnUwMBBz0GKQMHA0YGPwYpAwEFE0oGAwNnEQMBAwNnhQMBQQaHAwEFUgZOBkMGiQMBBVYGWgYDA0lHAwEzBkkDAQVGBmIGAwNLRwMBNQZLAwEFRgZqBgMDmVEDAQ8HH1UDGwUVcgYXBh8DHQN2BgMDHxEDAQ8HH1cDJwcLXgZ+BgMDHxEDAQ8HH3UDKQkRZgZuBoYGFwYfAysDigY5BR9/B44GggZ6BjcABwMDBz8DAQMDBxEDAQMDBz8DAS8HBzsDAQUyBjYGAwMHUQMBMRQHBzIGOgY+BgUDJ1MDAQc9BikDBwNGBj8GKQMBBRNKBgMDZxEDAQMDZ4UDAUEGhwMBBVIGTgZDBokDAQVWBloGAwNJRwMBMwZJAwEFRgZiBgMDS0cDATUGSwMBBUYGagYDA59RAwEPBx1VAxsFFXIGFwYdAx0DdgYDAx0RAwEPBx1XAycHC14GfgYDAx0RAwEPBx11AykJEWYGbgaGBhcGHQMrA4oGOwUdgQd6Bo4GggY3AAcDAwc/AwEtAAErEQHtBwMHDwMBAQMDAREDAQMDAREDAS0EAQUBAysRAe8HAwcPAwEBAwMBEQMBAwMBEQMBLQQBBQEDKxEB8QcDBw8DAQEDAwERAwEDAwERAwEtBAEFAQMGAwEFAQACGfcJCwkLEQsRCwkLFQsNCSkrJRUVDQcRHwstGRELExkPCQtVLRcZCUUjFQ0XVS0RHQsNJRMTKRUdHS0jISMpLQ0JCyULFSEXGRkZCR0lEx0pDRERDRMZGRkjHSEVGRkRFxkVFRkbFxcjFy8XJxcbGSMXGTslIx8PDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAHZlY3RvcgBtb2R1bGUAYXJpdGguY29uc3RhbnQAdmVjdG9yLmJyb2FkY2FzdAB2ZWN0b3Iuc2hhcGVfY2FzdAB2ZWN0b3IuZXh0cmFjdF9zdHJpZGVkX3NsaWNlAHRwdS5iaXRjYXN0AGFyaXRoLm11bGYAdHB1Lm1lbXJlZl9zbGljZQB2ZWN0b3IubG9hZABhcml0aC50cnVuY2YAYXJpdGguZXh0ZgB0cHUubWVtcmVmX3NxdWVlemUAYXJpdGguYW5kaQB2ZWN0b3IubXVsdGlfcmVkdWN0aW9uAGFyaXRoLmFkZGYAdHB1LnZlY3Rvcl9zdG9yZQBhcml0aC5zaGxpAGFyaXRoLmNtcGkAYXJpdGguc2VsZWN0AGFyaXRoLnNocnVpAGFyaXRoLm9yaQBmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGguYWRkaQBzY2YuZm9yAGFyaXRoLnJlbXNpAGFyaXRoLmRpdnNpAHNjZi55aWVsZAB0cHUuZW5xdWV1ZV9kbWEAdHB1LndhaXRfZG1hMgBhcml0aC5pbmRleF9jYXN0AG1lbXJlZi5sb2FkAGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAHRwdS5pb3RhAHZhbHVlAHN0cmlkZXMAb2Zmc2V0cwBzaXplcwBvcGVyYW5kU2VnbWVudFNpemVzAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBhZGQAdHJhbnNmb3JtXzIAdHJhbnNmb3JtXzMAdHJhbnNmb3JtXzUAZG1hX3N0YXJ0OgBzdHJpY3Rfb3JkZXJpbmcAZG1hX3dhaXQ6AGdldDoAYnJvYWRjYXN0X2luX2RpbToAYWRkOgBlcToAc3dhcDoAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9jb21iaW5lX2dyYWQAdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGRtYV9zdGFydABkbWFfc3RhcnQvZG1hX3N0YXJ0AHByaW9yaXR5AGRtYV93YWl0AGRtYV93YWl0L2RtYV93YWl0AHNjYW46AHNjYW4Ab3ZlcmZsb3dGbGFncwBnZXQvZ2V0AGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBkaW1lbnNpb25zAGlvdGE6AGlvdGEvaW90YQBicm9hZGNhc3RfaW5fZGltAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQBnZXQAc2hpZnRfbGVmdDoAc2hpZnRfbGVmdABiaXRjYXN0X2NvbnZlcnRfdHlwZToAYml0Y2FzdF9jb252ZXJ0X3R5cGUvYml0Y2FzdF9jb252ZXJ0X3R5cGUAYW5kOgBhbmQAc2xpY2U6AHNsaWNlL3NsaWNlAGZhc3RtYXRoAG11bDoAbXVsL211bAByZWR1Y2Vfc3VtOgByZWR1Y2Vfc3VtL3JlZHVjZV9zdW0Aa2luZAByZWR1Y3Rpb25fZGltcwBhZGQvYWRkAGVxAGVxL2VxAHByZWRpY2F0ZQBzZWxlY3RfbjoAc2VsZWN0X24vc2VsZWN0X24Ac2hpZnRfcmlnaHRfbG9naWNhbDoAc2hpZnRfcmlnaHRfbG9naWNhbABvcjoAb3Ivb3IAc3dhcABzd2FwL3N3YXAAaml0OgBqaXQAbWF4OgBtYXgvbWF4AG1pbjoAbWluL21pbgByZW06AHJlbQBkaXY6AGRpdgA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1880621056,\0A\22flops\22:1207959552,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine_grad", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<256x768xi32>, tensor<196608x1024xui32>, tensor<32768x2048xf32>, tensor<32768x6xf32>) -> (tensor<196608x1024xui32>, tensor<32768x6xf32>)
  %2 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<196608x1024xui32>
  %3 = stablehlo.and %1#0, %2 : tensor<196608x1024xui32>
  %4 = stablehlo.convert %3 : (tensor<196608x1024xui32>) -> tensor<196608x1024xui16>
  %5 = stablehlo.bitcast_convert %4 : (tensor<196608x1024xui16>) -> tensor<196608x1024xbf16>
  %6 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<196608x1024xui32>
  %7 = stablehlo.shift_right_logical %1#0, %6 : tensor<196608x1024xui32>
  %8 = stablehlo.convert %7 : (tensor<196608x1024xui32>) -> tensor<196608x1024xui16>
  %9 = stablehlo.bitcast_convert %8 : (tensor<196608x1024xui16>) -> tensor<196608x1024xbf16>
  %10 = stablehlo.concatenate %5, %9, dim = 1 : (tensor<196608x1024xbf16>, tensor<196608x1024xbf16>) -> tensor<196608x2048xbf16>
  %11 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %12 = stablehlo.maximum %arg6, %11 : tensor<64xi32>
  %13 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum(%12) : (tensor<64xi32>) -> tensor<64xi32>
  %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %15 = stablehlo.minimum %13, %14 : tensor<64xi32>
  %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %17 = stablehlo.slice %15 [0:63] : (tensor<64xi32>) -> tensor<63xi32>
  %18 = stablehlo.concatenate %16, %17, dim = 0 : (tensor<1xi32>, tensor<63xi32>) -> tensor<64xi32>
  %19 = stablehlo.slice %15 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
  %20 = stablehlo.reshape %19 : (tensor<1xi32>) -> tensor<i32>
  %21 = stablehlo.compare GT, %15, %18, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %22 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide(%18, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %24 = stablehlo.minimum %22, %23 : tensor<64xi32>
  %25 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %26 = stablehlo.subtract %15, %25 : tensor<64xi32>
  %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %28 = stablehlo.maximum %26, %27 : tensor<64xi32>
  %29 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide(%28, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %30 = stablehlo.subtract %29, %24 : tensor<64xi32>
  %31 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %32 = stablehlo.add %30, %31 : tensor<64xi32>
  %33 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad___where_1(%21, %32, %c_5) : (tensor<64xi1>, tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %34 = stablehlo.add %20, %c_3 : tensor<i32>
  %35 = stablehlo.subtract %34, %c_1 : tensor<i32>
  %36 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide_2(%35, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %37 = stablehlo.subtract %c_0, %36 : tensor<i32>
  %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %39 = stablehlo.concatenate %33, %38, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %40 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %41 = stablehlo.concatenate %24, %40, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %42 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum_4(%39) : (tensor<65xi32>) -> tensor<65xi32>
  %43 = stablehlo.slice %42 [64:65] : (tensor<65xi32>) -> tensor<1xi32>
  %44 = stablehlo.reshape %43 : (tensor<1xi32>) -> tensor<i32>
  %45 = stablehlo.iota dim = 0 : tensor<447xi32>
  %46 = stablehlo.subtract %44, %c_1 : tensor<i32>
  %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %48 = stablehlo.minimum %45, %47 : tensor<447xi32>
  %49 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<65xi32>) -> tensor<1x65xi32>
  %50 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x65xi32>) -> tensor<447x65xi32>
  %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<447x1xi32>) -> tensor<447x65xi32>
  %53 = stablehlo.compare LE, %51, %52, SIGNED : (tensor<447x65xi32>, tensor<447x65xi32>) -> tensor<447x65xi1>
  %54 = stablehlo.convert %53 : (tensor<447x65xi1>) -> tensor<447x65xi32>
  %55 = stablehlo.reduce(%54 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<447x65xi32>, tensor<i32>) -> tensor<447xi32>
  %56 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %57 = stablehlo.compare LT, %55, %56, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %58 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %59 = stablehlo.add %55, %58 : tensor<447xi32>
  %60 = stablehlo.select %57, %59, %55 : tensor<447xi1>, tensor<447xi32>
  %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %62 = "stablehlo.gather"(%41, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %63 = stablehlo.add %62, %48 : tensor<447xi32>
  %64 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %65 = stablehlo.compare LT, %55, %64, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %66 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %67 = stablehlo.add %55, %66 : tensor<447xi32>
  %68 = stablehlo.select %65, %67, %55 : tensor<447xi1>, tensor<447xi32>
  %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %70 = "stablehlo.gather"(%42, %69) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %71 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %72 = stablehlo.compare LT, %55, %71, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %73 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %74 = stablehlo.add %55, %73 : tensor<447xi32>
  %75 = stablehlo.select %72, %74, %55 : tensor<447xi1>, tensor<447xi32>
  %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %77 = "stablehlo.gather"(%39, %76) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %78 = stablehlo.subtract %70, %77 : tensor<447xi32>
  %79 = stablehlo.subtract %63, %78 : tensor<447xi32>
  %80 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %81 = stablehlo.concatenate %18, %80, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %82 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %83 = stablehlo.concatenate %15, %82, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %84 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %85 = stablehlo.custom_call @tpu_custom_call(%55, %79, %81, %83, %84, %10, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFJCQEDBQcBAwkDNQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9A34D4gIvAfUHDxMPExcLDw8TDwsLCw8PE2WFCwsPDxMPExc3Dw8PCwsLCwsPCwsPExcXFxMLFxMLD0sLFwulC3MLCwsLCxcbC1MbC3MbC1MbGwsbDwsPEw8LDwsPDwsPDwsLDwsLDwsPCw8PCwsPCwsPCwsPCxMTDw8LEw8LDwsLCwULYWGRjU0HBVlZAW0TCxcLEwsXCxMLFxMLEwsbCyMXCxMLCxMLCxMLEw8TCwsTCwsLUwsTFx8LEwszCwsLGwsTEwsFAyoCAS8PBwsfHx8PGwcHHx8fJysnJz83Ox8jHwJWEh8dR5kDAw2pHdfZAwMNnR2GAooCBT8dR6sdS7EDAxuvHdHTBUEFQwVFHbu9HcvNAwMbPWFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFRwVJHbW3HU3BAwMbxR1NxwMD8f8dXgJiAgMHkgI5lgKaAp4CogIRBQARDRURDQUFSwVNBU8NJQVRHaOlBVMFVR3r7R3zBgIdNgI6Ah1qAm4CAwMNegIdW34CBVcdrgKyAgMDYWMFWRENLQMRZ2kXa29xczt1PRl3ef17fQVbAQf7+fkNI2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABV0jDQcxAQAAAAAAAAC/AQAAAAAAAAEAAAAAAAAABV8FYQVjBWUFZwEHf4WLAwUngSmDCT8jDQUhAAIAAAAAAAAACAAAAAAAAAMFJ4cpiQlBIw0HMQEAAAAAAAAAQAEAAAAAAAAACAAAAAAAAAMFJ40pjwlDIw0FIQACAAAAAAAAQAEAAAAAAAADBRdFGT8DBReVGUENJwMFF0UZQx2bAQVpEQEBAwMNoREB/QVrHacBBW0RAwEdrQEFbxENCR2zAQVxBXMduQEFdQV3Hb8BBXkdwwEFexENAR3JAQV9BX8dzwEFgQWDHdUBBYUFhx3bAQWJAwMN3xEBAgIdS+Md5QEFiwMDDekRAQUFjR3vAQWPBZEFkyN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxhcmJpdHJhcnk+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5jb3JlX3R5cGU8dGM+ACNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4AHQoCAQWVHRICFgIFlx0aAgEFmR0iAiYCBZsdKgIBBZ0DAw0yAhEBAhAFnx0+AgEFoQMDRgJKAgWjIwEDCQAAAAAdUgJWAgWlHVoCAQWnBakdZgIBBasFrR1yAgEFrwMDGzsTEwEdggIBBbEFsx2OAgEFtQW3BbkjAQkhAQAAAAEAAAACAAAAAAAAAAW7IwEBAQMDDaoCJQsJAAAAAAW9HbYCAQW/Awe+At4CwgI5xgI5BcEFwwXFAwPOAgICBccdW9YCHdoCAQXJI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzFdLCBbMV0sIFswXSwgWzBdLCBbMCwgMCwgMSwgMF0sIFtdLCBbXT4AAQICAwEJF/cD+g0BIxf3AwoCASMnBQIQAgoTAQIEF/cDBQEjBwsnBQIQAgoBJwUCEAIKBScFAhACChEX9QUCEAJAESUX9QcFAgoCQBFtF/UFAhACChElF/UFAhACChMlBRkBAQEHBwkJDxsdHyEBBREBAQEHBwkJDwUBAQURAQEBBwcJCQ8HAQEBJwUCEAJAEScHBQIKAkARJwUCCgJAEQQqEAUBEQFfBwMBERERAWUHA0dvGQEBAQEBAQcBBwEJAQkBDwEbAR0BHwEhAQMDDwUDAwcGDwMBBQ8ZBQcREwMFBQMbCQYDAwMDAwcGAwMBBQcfAwMtCQMBBQcxLwMFBQUjFwYfAwUFHSUZBhUDAQMnAwMHCQMBBQcHIQMFBSkrGxQHAy0JAwsdAwPSAlcDEw8GWQMLA0cDAwsFAwMDAwsFAwMLBgsDCwcXS00dBQs3CUkXS00NAAcDAQUNAAcDA+HdAwEFBxETAwUFIS8XBh8DBQUdMRkGFQMBAzMDAwcJAwEFBwchAwUFNTcbFAcDOQkDI00DAwMFAwMDAwMFAwMLBgMDCwcXR0kDAwMFAwMDAwMFAwMLBgMDKQcRTU8DAwMFAwMDAwMFAwMDAwMFAwMLBgMDKwkTU1VXMQYDAy0DWQMDXaYCAwszB126AgMLB1FbXTUHNcoCAwsFS18DAwsFAwMDAwsFAwMLBgsDCwcXY2UdBQs3CWEXY2UNAAcDAQUNAAcDAy0JAwEFBzEvAwUFBTsXBh8DBQUdPRkGFQMBAz8DAwcJAwEFBwchAwUFQUMbFAcDRQkDV7UDAy0JAwEFBzEvAwUFA0cDA0/nAwEhB08zAwEFA0sDA1EJAwEjBlEDAQVNTwkGAwMDA1EHBgMDAQUJUwkGAwMDAwMHBgMDAQUJVwUHDgIhAwUFVVklBh4CAwUFSVsJBgMDAwMDBwYDAwEFCV8DA1MuAgMBJwdTMwMBBWFjKQNOAkICAxUPBjUDFQNlKwc1MwMVBWlnCQYDAwMDIQcGAwMBBQttDwZVAxUDbwUHVXYCAxcFa3EJBgMDAwMhBwYDAwEFDXUPBhEDFQN3BQcREwMXBWt5FwYfAxcFc3sDAwMFAwMDAwMFAwMLBgMDGQcVf4EtBhUDCwODAwMrVwMTDwZZAwsDhxUGHQMLB12JhQMDAwUDAwMDAwUDAwsGAwMLBxeNjxUGHQMLB32Riy8GFQMZA5MDAwsFAwMDAwsFAwMLBgsDGQcVl5kdBQs3CZUVl5kNAAcDAQUNAAcTAAEREQGRBwMhJxEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQkRAwMPBQMDBwYPAwEFDxUFBxETAwUFAxcDAysJAwEVBh0DAQcZBRsDAwEJAwETBAEFEx0REQGTBwMlLxEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQcRAwNJnwMBHwZJAwEFExUDAw8FAwMHBg8DAQUPGQUHERMDBQUDGwMDKwkDARUGHQMBBx0FHwMDAQkDARMEAQcXASEREQGXBwMXExEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQkRAwMBCQMBEwQBBRMBBgMBBQEAqhLLIxMdHSUxGxEpCRUNRQ0JEQsVDRcJCw0JDQkJCx0JCwcLDVUtEQsNByUVCQsNCQkLER0dGyMhIyktJQkJCxkZGR0lFRMdDRcXJRsXFxMXFRkXGSMPGRcbGRUjFRkjGRcfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudABhcml0aC5jbXBpAG1lbXJlZi5sb2FkAGFyaXRoLmluZGV4X2Nhc3QAdmVjdG9yLmxvYWQAc2NmLnlpZWxkAHZlY3Rvci5icm9hZGNhc3QAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLnNlbGVjdABhcml0aC5hbmRpAGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLm1pbnNpAGFyaXRoLnN1YmkAYXJpdGgubWF4c2kAYXJpdGgub3JpAGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguYWRkaQBhcml0aC5leHRmAGFyaXRoLnRydW5jZgB2ZWN0b3Iuc2hhcGVfY2FzdAB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBwcmVkaWNhdGUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwB0cmFuc2Zvcm1fMAB0cmFuc2Zvcm1fMQB0cmFuc2Zvcm1fMgBnZXQ6AGx0OgBlcToAYnJvYWRjYXN0X2luX2RpbToAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9nbW0AdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGdldC9nZXQAbWluOgBtaW4AZ2V0AGx0L2x0AGppdDoAaml0AHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBlcQBlcS9lcQBhbmQ6AGFuZC9hbmQAY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAbHQAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXg6AG1heABuZToAbmUvbmUAb3I6AG9yL29yAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZDoAYWRkL2FkZABnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHN3YXA6AHN3YXAvc3dhcABhZGQAb3BlcmFuZFNlZ21lbnRTaXplcwBzdHJpZGVzAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAYnJvYWRjYXN0X2luX2RpbQA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1015021568,\0A\22flops\22:299976622080,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<447xi32>, tensor<447xi32>, tensor<65xi32>, tensor<65xi32>, tensor<1xi32>, tensor<196608x2048xbf16>, tensor<64x320x2048xbf16>) -> tensor<196608x320xbf16>
  %86 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %87 = stablehlo.maximum %arg6, %86 : tensor<64xi32>
  %88 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum(%87) : (tensor<64xi32>) -> tensor<64xi32>
  %89 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %90 = stablehlo.minimum %88, %89 : tensor<64xi32>
  %91 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %92 = stablehlo.slice %90 [0:63] : (tensor<64xi32>) -> tensor<63xi32>
  %93 = stablehlo.concatenate %91, %92, dim = 0 : (tensor<1xi32>, tensor<63xi32>) -> tensor<64xi32>
  %94 = stablehlo.slice %90 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
  %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
  %96 = stablehlo.compare GT, %90, %93, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %97 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide(%93, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %98 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %99 = stablehlo.minimum %97, %98 : tensor<64xi32>
  %100 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %101 = stablehlo.subtract %90, %100 : tensor<64xi32>
  %102 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %103 = stablehlo.maximum %101, %102 : tensor<64xi32>
  %104 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide(%103, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %105 = stablehlo.subtract %104, %99 : tensor<64xi32>
  %106 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %107 = stablehlo.add %105, %106 : tensor<64xi32>
  %108 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad___where_1(%96, %107, %c_1) : (tensor<64xi1>, tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %109 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %110 = stablehlo.concatenate %108, %109, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %111 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %112 = stablehlo.concatenate %99, %111, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %113 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum_4(%110) : (tensor<65xi32>) -> tensor<65xi32>
  %114 = stablehlo.slice %113 [64:65] : (tensor<65xi32>) -> tensor<1xi32>
  %115 = stablehlo.reshape %114 : (tensor<1xi32>) -> tensor<i32>
  %116 = stablehlo.iota dim = 0 : tensor<447xi32>
  %117 = stablehlo.subtract %115, %c_1 : tensor<i32>
  %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %119 = stablehlo.minimum %116, %118 : tensor<447xi32>
  %120 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<65xi32>) -> tensor<1x65xi32>
  %121 = stablehlo.broadcast_in_dim %119, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<1x65xi32>) -> tensor<447x65xi32>
  %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<447x1xi32>) -> tensor<447x65xi32>
  %124 = stablehlo.compare LE, %122, %123, SIGNED : (tensor<447x65xi32>, tensor<447x65xi32>) -> tensor<447x65xi1>
  %125 = stablehlo.convert %124 : (tensor<447x65xi1>) -> tensor<447x65xi32>
  %126 = stablehlo.reduce(%125 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<447x65xi32>, tensor<i32>) -> tensor<447xi32>
  %127 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %128 = stablehlo.compare LT, %126, %127, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %129 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %130 = stablehlo.add %126, %129 : tensor<447xi32>
  %131 = stablehlo.select %128, %130, %126 : tensor<447xi1>, tensor<447xi32>
  %132 = stablehlo.broadcast_in_dim %131, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %133 = "stablehlo.gather"(%112, %132) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %134 = stablehlo.add %133, %119 : tensor<447xi32>
  %135 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %136 = stablehlo.compare LT, %126, %135, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %137 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %138 = stablehlo.add %126, %137 : tensor<447xi32>
  %139 = stablehlo.select %136, %138, %126 : tensor<447xi1>, tensor<447xi32>
  %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %141 = "stablehlo.gather"(%113, %140) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %142 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %143 = stablehlo.compare LT, %126, %142, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %144 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %145 = stablehlo.add %126, %144 : tensor<447xi32>
  %146 = stablehlo.select %143, %145, %126 : tensor<447xi1>, tensor<447xi32>
  %147 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %148 = "stablehlo.gather"(%110, %147) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %149 = stablehlo.subtract %141, %148 : tensor<447xi32>
  %150 = stablehlo.subtract %134, %149 : tensor<447xi32>
  %151 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %152 = stablehlo.concatenate %93, %151, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %153 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %154 = stablehlo.concatenate %90, %153, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %155 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %156 = stablehlo.custom_call @tpu_custom_call(%126, %150, %152, %154, %155, %arg4, %10) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFHCQEDBQcBAwkDMwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTsDkgPuAjMB9QcPExcXEwsTCw8TFxMLCw8PFw8XF2WFCwsTEwsTEw8PCwsLCwsLEw8PDw8PCw8LCxMXGxcTFwsXFycTCw9LCxcLpQtzCwsLCwsXGwtTGwtTGwtzGxsbCw8LDw8PCw8LDwsPDwsPDwsPCw8LCwsPCwsPCwsPCw8TEwsTBQthYY2RTQcFWVkBcwsLEwsLEwsLEwsXDxcLEwsLEwsnUxMLEwsLIwsTCxMLCxMLDxMLEwsLEwsXHwsTCzMLCwsbC1MXDwUDKgIBMw8HCx8fDwcfGx8fBx8fHx8nJysnHyM/NzsCKhMfHUmvAwMNtR0iAiYCHUYCSgIDAw2zBT0DA9f/BT8dvb8DAxE/HQoCDgIdWX4CBUEFQx1Jtx3R0x0WAhoCEQUAHV4CYgIdhgKKAmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFRQVHAwMRuwMDDc8FSR1tlgIdbZ4CEQsVEQsFBUsFTQVPDS8FUQVTAwMRyR1Lyx3Z2x3f4R3l5x1Z6wVVHfHzBVcFWSMBAQEDAw1aAgMDagJuAh1yAnYCAwMRPQMDDZICBVsdpgKqAh26Ar4CAwc3JV3eAl9hAwN3eQVdEQstAxF9fxuBhYeJPYs/HY2P/ZGTBV8BB/n5+w0tYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFYSMLBzEBAAAAAAAAAAEAAAAAAAAAvwEAAAAAAAAFYwVlBWcFaQVrAQeVm6EDBS+XMZkJQSMLBSEAAgAAAAAAAEABAAAAAAAAAwUvnTGfCUMjCwUhAAIAAAAAAAAACAAAAAAAAAMFL6MxpQlFIwsHMQEAAAAAAAAAQAEAAAAAAAAACAAAAAAAAAMFG0cdQQMFG0cdQwMFG60dRQ0xHbEBBW0RAQERAwEduQEFbxELCQVxHcEBBXMdS8UdxwEFdRELAR3NAQV3EQEFBXkd1QEFewV9BX8d3QEFgQWDHeMBBYUFhx3pAQWJHTcBAwMN7xEB8g0Fix0GAgEjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxhcmJpdHJhcnk+ACN0cHUuY29yZV90eXBlPHRjPgAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAWNBY8dEgIBBZEFkx0eAgEFlQWXHSoCAQWZAwMRMgIRCxEdOgI+AgWbHUICAQWdBZ8dTgIBBaEDBzclXVYCX2EjAQkhAQAAAAEAAAADAAAAAAAAABEBAhAFox1mAgEFpQWnIwEDCQAAAAAFqR16AgEFqx2CAgEFrQWvHY4CAQWxEw0BHZoCAQWzHaICAQW1BbcdrgIBBbkDAw22AiUPCQAAAAAFux3CAgEFvQMHygLqAs4CJdICJQW/BcEFwwMD2gICAgXFIwEJIQEAAAABAAAAAgAAAAAAAAADAw3mAhMXASN0cHUuZG90X2RpbWVuc2lvbl9udW1iZXJzPFswXSwgWzBdLCBbMV0sIFsxXSwgWzAsIDEsIDEsIDFdLCBbXSwgW10+AAECAgMBCRf3A/oNASsX9wMKAgErAQIEBycFAgoCQBcX9wMFASsnBQIQAgoBJwUCEAJAAQsnBQIQAgoNJwUCEAIKBScFAhACQA0nBQIQAkAFF/UFAhACCg0tF/UFAhACQA0tF/UHBQIKAkANgxf1BQIKAkAXLScFAgoCQA0nBwUCCgJADQUZAQEBBwcJCREhIyUnAQURAQEBBwcJCREFAQEFEQEBAQcHCQkRBwEBAQTKEAUBEQF1BwMBERMRAXsHA3PHGQEBAQEBAQcBBwEJAQkBEQEhASMBJQEnAQMDHwUDAwcGHwMBBQ8ZBQcTMwMFBQUbCQYDAwMDBQcGAwMBBQcfAwPDCwMBBQdPTQMFBQUjAwMhNQMBHwchDwMBBQUnAwNRCwMBKwZRAwEFKSsJBgMDAwMtBwYDAwEFBy8FB1MVAwUFMSEhBlUDBQUlMwMDHwUDAwcGHwMBBQ83AwMhNQMBHwchDwMBBTk7BQdPTQMFBQU9AwNXNQMBFwdXDwMBBQVBAwNb7QMBLQZbAwEFQ0UJBgMDAwNHBwYDAwEFB0kFB1MVAwUFSyEhBlUDBQU/TQkGAwMDAyEHBgMDAQULUQkGAwMDAyEHBgMDAQUNVREGFwMFBR01GQYjAwEDWQMDBwsDAQUHBxUDBQVbXRsUBwNfCQMLHQMDOeICAxcLBjsDDwNzAwMJBQMDAwMJBQMDDQYJAw8HF3d5HQUJcwl1F3d5DwAHAwEFDwAHBQc2Ai4CAwUFV1MRBhcDBQUdYRkGIwMBA2MDAwcLAwEFBwcVAwUFZWcbFAcDaQkDW70DAwMFAwMDAwMFAwMNBgMDDwcXc3UDAwMFAwMDAwMFAwMNBgMDGQcReXsJBgMDAwMFBwYDAwEFCX8DAydjAwElBycPAwEFgYMnA2dlAxMLBhkDEwOFFwcZDwMTBYmHCwYpAxMDUwUHKWkDGwWLjQsGEwMTA1cFBxMzAxsFi5ERBhcDGwWPkwMDOWsDDQsGOwMZA5cpBm8DGQeVfZkDAwMFAwMDAwMFAwMNBgMDHQcTnZ8JBgMDAwMFBwYDAwEFCaMDAydjAwElBycPAwEFpacnA2dlAxULBhkDFQOpFwcZDwMVBa2rCwYpAxUDUwUHKWkDHwWvsQsGEwMVA1cFBxMzAx8Fr7URBhcDHwWztwMDOWsDDQsGOwMdA7spBm8DHQe5ob0DA3GyAgMPMQdxxgIDDwebv8EzBxnWAgMPBXfDAwMJBQMDAwMJBQMDDQYJAw8HF8fJHQUJcwnFF8fJDwAHAwEFDwAHEQYXAwUFHU8ZBiMDAQNrAwMHCwMBBQcHFQMFBW1vGxQHA3EJAxUxAwMDBQMDAwMDBQMDDQYDAw8HF3N1LwYjAykDdwMDCQUDAwMDCQUDAwMDCQUDAw0GCQMrCRV7fX8jBgkDKQOBIwYJAysDeR0FCVICC4UVe31/DwAHAwEFDwAHFQABExEBpwcDFxMRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwUHBgMDAQUJEQMDAQsDARUEAQUTARMRAakHAxcTEQEBAQEBAQcBBwEJAQkBEQEJBgMDAwMFBwYDAwEFCREDAwELAwEVBAEFEwMTEQGrBwMXExEBAQEBAQEHAQcBCQEJAREBCQYDAwMDBQcGAwMBBQcRAwMBCwMBFQQBBxMBAwYDAQUBAHISxxMdHSUxGyUVRSMNCREVDRcJCxUNDQkLDVUtEQsJCw0JDQkJCx0JCw0HDQkJER0dHSMhIyktJREpCwkLGRkZCR0lEx0VDRcXGxkZGxMXJRUXIw8ZFxkVFxUZIyMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IuYnJvYWRjYXN0AHZlY3Rvci5sb2FkAHNjZi55aWVsZABhcml0aC5hbmRpAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5hZGRpAGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLnN1YmkAYXJpdGgub3JpAHZlY3Rvci5zaGFwZV9jYXN0AGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguc2VsZWN0AGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAGFyaXRoLnRydW5jZgB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAcHJlZGljYXRlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBhZGQAdHJhbnNmb3JtXzAAdHJhbnNmb3JtXzEAdHJhbnNmb3JtXzIAZ2V0OgBlcToAYWRkOgBvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAYnJvYWRjYXN0X2luX2RpbToAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl90Z21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AGdldABsdDoAbHQvbHQAZXEAZXEvZXEAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXg6AG1heABuZToAbmUvbmUAb3I6AG9yL29yAG1pbjoAbWluAGFuZDoAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABndDoAZ3QvZ3QAc3dhcDoAc3dhcC9zd2FwAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZC9hZGQAZ2U6AGdlL2dlAGJyb2FkY2FzdF9pbl9kaW0AYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBkb3RfZ2VuZXJhbDoAZG90X2dlbmVyYWwvZG90X2dlbmVyYWwAZGltZW5zaW9uX251bWJlcnMAdHJhbnNwb3NlX2xocwB0cmFuc3Bvc2VfcmhzAGZhc3RtYXRoAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1167785984,\0A\22flops\22:299976622080,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<447xi32>, tensor<447xi32>, tensor<65xi32>, tensor<65xi32>, tensor<1xi32>, tensor<196608x320xbf16>, tensor<196608x2048xbf16>) -> tensor<64x320x2048xbf16>
  return %85, %156, %1#1 : tensor<196608x320xbf16>, tensor<64x320x2048xbf16>, tensor<32768x6xf32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum_0(%arg0) : (tensor<64xi32>) -> tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum_0(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 64>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  return %1 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<64xi32>
  %3 = stablehlo.sign %arg0 : tensor<64xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<64xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %11 = stablehlo.and %6, %10 : tensor<64xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<64xi32>
  %14 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad___where(%11, %13, %2) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
  return %14 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad___where(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad___where_1(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<i32>) -> tensor<64xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64xi1>, tensor<64xi32>
  return %2 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.divide %arg0, %0 : tensor<i32>
  %2 = stablehlo.sign %arg0 : tensor<i32>
  %3 = stablehlo.sign %0 : tensor<i32>
  %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %5 = stablehlo.remainder %arg0, %0 : tensor<i32>
  %6 = stablehlo.compare NE, %5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %7 = stablehlo.and %4, %6 : tensor<i1>
  %8 = stablehlo.subtract %1, %c : tensor<i32>
  %9 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum_4(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum_5(%arg0) : (tensor<65xi32>) -> tensor<65xi32>
  return %0 : tensor<65xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum_5(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[64, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 65>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<65xi32>, tensor<i32>) -> tensor<65xi32>
  return %1 : tensor<65xi32>
}
