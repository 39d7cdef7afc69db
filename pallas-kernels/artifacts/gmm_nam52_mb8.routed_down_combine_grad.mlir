func.func private @namtrain_gmm_nam52_mb8_routed_down_combine_grad(%arg0: tensor<32768x2048xf32>, %arg1: tensor<196608x1024xui32>, %arg2: tensor<32768x6xi32>, %arg3: tensor<32768x6xf32>, %arg4: tensor<196608x320xbf16>, %arg5: tensor<64x320x2048xbf16>, %arg6: tensor<64xi32>) -> (tensor<196608x320xbf16> {jax.result_info = "result[0]"}, tensor<64x320x2048xbf16> {jax.result_info = "result[1]"}, tensor<32768x6xf32> {jax.result_info = "result[2]"}) {
  %c = stablehlo.constant dense<65> : tensor<i32>
  %c_0 = stablehlo.constant dense<384> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<383> : tensor<i32>
  %c_3 = stablehlo.constant dense<512> : tensor<i32>
  %c_4 = stablehlo.constant dense<196608> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reshape %arg2 : (tensor<32768x6xi32>) -> tensor<256x768xi32>
  %1:2 = stablehlo.custom_call @tpu_custom_call(%0, %arg1, %arg0, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFbCwEDBQcJAQMLA0UNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PA/oEKgRFAfUHExcXFxMXGxMXExcXFxMTCxcTFxMXFyMnFysTDxsLFwsLExcXF4ULFxcXFxMTFxcTFycXC2ULDw8TFwsLCwsrHwsXFxelDwsLUwsPCwsLCwsTExMTCwsLExcXFxcXEwsPSwsPCwszCwsLCwsjGwtTGwsbCxsbGw8PCwUNXWGFjWFNAR4CQxMLVUNzCxMTCxMLYwsTCxMLDw8TCwsTCxsLIxcLEwsPExMLEwsTCw8LEwsLEwsfCxMLCxMLEwsLEwsfCxMLCwszDxMLEwsTCwsLEwsjCxMLCxMLEwtTDycTDxcPJxcPDxcPJxcPDxcPJxMPFw8nFw8TCydTCxMLFwsTCwsTCw8LEwsLEwtDBwVZWQkDSQFDDx8fBxsXIwcbHw8fGxsbGysjKyMnIycnHxsjHwsHOxsfBQNNAmYaHx2vUgMdNgI6Ah3CAsYCAwMhTgIdn5oCHc4C0gIDA94CIgQDAyGXHVoCXgIdoZICHbICtgId4gLmAh3yAvYCHZ0qAh2ZBgIFUR2mAqoCHasKAx06Az4DHZ9SAgMDIaICAwMhvgIDB0GjQ6U9RQMHQdoCQ6U9RQMDIe4CAwX+AiYEAgMGAx2tHgMRFQEDA0YCHgQFUwMDIUICBVUFVwEFcXEDAyH+Ax0CBAYEHQ4EEgRhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFWQMDIUoCAwMhggIDA08CAgMDTxICHasOAx2tFgMDAyYDOR0qAy4DAQWncR1GA0oDAweDb09aAz2xHdYD2gMFW2FmZmluZV9tYXA8KGQwKSAtPiAoZDApPgAFXRE5ABEVBR2vxgMDA08aBAMBBV8FYQ0/AwdPFgIaApebbwMFTzICm28FYwMDIeIDHeYD6gMd8gP2A2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4AERURBWUFZyMVBSGAAAAAAAAAAAYAAAAAAAAABWkRAQEFawVtBW8FcQVzAQU5OQEFp6kRFQIEERUCIAV1BXcFeSMBAQEDAyFeAwMDIWoDAwMhggMDAyGaAwMDIa4DAwO/wQV7ERUtAxHFx2nJy83POdGNbdPV/9fZBX0BA/sNPQV/IxUDEQABAAAAAAAABYEFgwWFBYcFiQENd3fb4XflAwV53XvfCY8jFQUhgAAAAAAAAAAACAAAAAAAAAMFeeN7kwmRAwV553uTCZUDBWl9bY8DBWl9bZEDBWl9bZUdmfEd8wEFiyN0cHUubWVtb3J5X3NwYWNlPGFueT4AI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c2VtYXBob3JlX21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmNvcmVfdHlwZTx0Yz4AIwEHGQEAAAABAAAAAAAAAB0KAgEFjWFmZmluZV9tYXA8KCkgLT4gKCk+ACMBBxkBAAAAAgAAAAAAAAAjAQ0xAQAAAAAAAAABAAAAAQAAAAAAAAAAAAAABY8dnSICHSYCAQWRHS4CAQWTIwELKQEAAAABAAAAAQAAAAAAAAAAAAAABZUdPgIBBZcRAQIYBZkRAQURBwEdVgIBBZsFnR1iAgEFnwMDagJuAgWhIwEDCQEAAAAddgJ6AgWjHX4CAQWlEw8BHaGKAh2OAgEFpx2WAgEFqR2eAgEFqxEBQQWtHa4CAQWvBbEdugIBBbMRARAAwP8/BbUdygIBBbcFuR3WAgEFuwEFOakFvQW/HeoCAQXBJQsJAAAAAAXDHfoCAQXFBccFySMVAxEBAAAAAAAAAB2DAR0SAwEFyx0aAwEFzR0iAwEFzwXRBdMdMgMBBdUDB0GjQ2E9RQXXHUIDAQXZBdsdTgMBBd0dVgMBBd8jAQkhAQAAAAEAAAADAAAAAAAAABEHBQMHQWYDQ2E9RQEFOXERBwkDAyFyAxEBCQMHQXoDQ2E9RQEFOX4DERUJEQcNAwMhigMRAQ0DB0GSA0NhPUUBBTmWAxEVDREHEQMDIaIDEQERAwdBqgNDYT1FAQU5jREHFQMDIbYDEQEVAwdBvgNDYT1FAQU5wgMRFRUdygMBBeEDB4NvT9IDPbEjAQkhAQAAAAEAAAACAAAAAAAAAAXjHd4DAQXlEQH0/y8F5x3uAwEF6QXrHfoDAQXtEQEZBe8dCgQBBfEF8x0WBAEF9SMBBxkBAAAAAwAAAAAAAAAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+ACN2ZWN0b3Iua2luZDxhZGQ+AAECAicFAgQCIAEnBQIEAiAPAycFAgQFDycDAgQPJwcFAgQCIAELJwUCBBkPJwUCBAJADwECBCcFAgQCIDsnBQIEGQEX+QMFQ2sX+QFDDgInBQIEGTkX9QUEADACIAFNF/cFAgQZD00X9wcZAgQCIAGLF/UFBQIgAU0X9wcFBQIgAYsX9wUFAiABTRf1BQIIAhgBTRf3BQIEAkAPTRf9AwIYAWsX+QMJQ2sX9QUFAhgBTRf1AwIYAWsBCQcFFwEtIS8jISMlJTEzAQUDAQUBAScFAgQCQDshdHB1LmRtYV9zZW1hcGhvcmUABAo/BQERAb0HAwERKxEBwwcDTga2DBcBAS0BIQEvASMBIQEjASUBJQExATMBAwPvEQMBDwcfVQMbBRUXFwYfAx0DGQMDHxEDAQ8HH1cDNQcDAR0XBh8DNwMfOQUffwchExsDAx4CEQMBDwcdVQMbBRUjFwYdAx0DJQMDHREDAQ8HHVcDNQcDASkXBh0DNwMrOwUdgQcnLRMDAwURAwEDAwURAwEDAwU/AwEvBwU7AwEFMTMDAwVRAwExFAUHMTU3BQMlTwMBBT0GKQMHA04GPwYpAwEFE1IGAwNnEQMBAwNnhQMBQQaHAwEFWgZWBkMGiQMBBV4GYgYDA0lHAwEzBkkDAQVOBmoGAwNLRwMBNQZLAwEFTgZyBg8HH1UDGwUVLxcGHwMdA3oGAwMfEQMBDwcfdQMpCQ9uBnYGggYXBh8DKwOGBgMDHxEDAQ8HH1cDJwcFZgaOBjkFH38HkgaKBn4GNwAFAwMFPwMBAwMFEQMBAwMFEQMBAwMFPwMBLwcFOwMBBT0/AwMFUQMBMRQFBz1BQwUDGzsDAQUDA0lHAwEzBkkDAQVOBlIGAwNLRwMBNQZLAwEFTgZaBg8HHVUDGwUVOxcGHQMdA2IGAwMdEQMBDwcddQMpCQ9WBl4GagYXBh0DKwNuBgMDHREDAQMDHREDAQ8HHVcDJwcFdgZ6BjsFHYEHZgZ+BnIGNwAFAwMFPwMBAwMpCQMHAwMpCQMHEQYpAxMHB0dJEwYTA0EDSxUGEwMTA00DAykJAwcDAykJAwcRBikDEQcJUVNFA3ICZgIDGQMDhgJTAw8FBhUDEQNZAwMLCQMHAwMLCQMHAwMLCQMHEQYLAw0JD11fYQcGCwMDA2MDAyMrAwEFBiMDAwNnIQcjOwMDBWVpCwYXAwUDawMDBy0DAQUGBwMDA28ZBgcDAwVlcQsGFwMFA3MJBw0vAwUDSwkHDTEDBQNLDQcZDwMFBW13AwMbMwMLGwcbNQMLBXt9BwYVAwkDfwMDJVMDDwUGJQMJA4MdByUPAwkFhYENBxkPAwUFdXkDAxszAwsbBxs1AwsFiYsHBhUDCQONHQdZDwMJBYePAwNbEQMBBQY3AxkDkyMHN10DHwVXlQcGFQMJA5EFBhUDEQOZJQZfAxEHl5tbCQcNNgMDCQNVBQYZAxMDnw0HGQ8DEwVPoQkHDTEDBQOjEwYTAxcDpRUGEwMFA6cLBhcDAwOpAwMHLQMBBQYHAwMDrRkGBwMDBauvCQcNLwMFA6MTBhMDFwOzFQYTAwUDtQsGFwMDA7cDAycrAwEFBicDAwO7JwYnAwMFub0pBmMDAwWxvwMDAwkDBwMDAwkDBwMDAwkDBxEGAwMNCRHDxccHBgMDAwPJBwYDAw0DwR8FA2ULzRHDxccDAwuzAwcDAwsJAwcDAwsJAwcRBgsDDQkPz9HTBwYLAwMD1QMDIysDAQUGIwMDA9khByM7AwMF19sLBhcDBQPdAwMHLQMBBQYHAwMD4RkGBwMDBdfjCwYXAwUD5QkHDS8DBQNLCQcNMQMFA0sNBxkPAwUF3+kDAxszAwsbBxs1AwsF7e8HBhUDCQPxAwMlUwMPBQYlAwkD9R0HJQ8DCQX38w0HGQ8DBQXn6wMDGzMDCxsHGzUDCwX7/QcGFQMJA/8dB1kPAwkF+QICAwNbUQMBBQY3AxkDCgIjBzddAx8FVw4CBwYVAwkDBgIFBhUDEQMWAiUGXwMRBxICGgKdCQcNYgMDCQNVBQYZAxMDIgINBxkPAxMFTyYCCQcNMQMFAyoCEwYTAxcDLgIVBhMDBQMyAgsGFwMDAzYCAwMHLQMBBQYHAwMDPgIZBgcDAwU6AkICCQcNLwMFAyoCEwYTAxcDSgIVBhMDBQNOAgsGFwMDA1ICAwMnKwMBBQYnAwMDWgInBicDAwVWAl4CKQZjAwMFRgJiAgMDA7MDBwMDAwkDBwMDAwkDBxEGAwMNCRFqAm4CcgIHBgMDAwN2AgcGAwMNA2YCHwUDZQt+AhFqAm4CcgIDAwu1AwcDAwsJAwcDAwsJAwcRBgsDDQkPggKGAooCBwYLAwMDjgIDAyMrAwEFBiMDAwOWAiEHIzsDAwWSApoCCwYXAwUDngIDAwctAwEFBgcDAwOmAhkGBwMDBZICqgILBhcDBQOuAgkHDS8DBQNLCQcNMQMFA0sNBxkPAwUFogK2AgMDGzMDCxsHGzUDCwW+AsICBwYVAwkDxgIDAyVTAw8FBiUDCQPOAh0HJQ8DCQXSAsoCDQcZDwMFBbICugIDAxszAwsbBxs1AwsF2gLeAgcGFQMJA+ICHQdZDwMJBdYC5gIDA1tuAwMBBQY3AxkD7gIjBzddAx8FV/ICBwYVAwkD6gIFBhUDEQP6AiUGXwMRB/YC/gIeAgkHDXYDAwkDVQUGGQMTAwYDDQcZDwMTBU8KAwkHDTEDBQMOAxMGEwMXAxIDFQYTAwUDFgMLBhcDAwMaAwMDBy0DAQUGBwMDAyIDGQYHAwMFHgMmAwkHDS8DBQMOAxMGEwMXAy4DFQYTAwUDMgMLBhcDAwM2AwMDJysDAQUGJwMDAz4DJwYnAwMFOgNCAykGYwMDBSoDRgMDAwO1AwcDAwMJAwcDAwMJAwcRBgMDDQkRTgNSA1YDBwYDAwMDWgMHBgMDDQNKAx8FA2ULYgMRTgNSA1YDAwMLtwMHAwMLCQMHAwMLCQMHEQYLAw0JD2YDagNuAwcGCwMDA3IDAwMjKwMBBQYjAwMDegMhByM7AwMFdgN+AwsGFwMFA4IDAwMHLQMBBQYHAwMDigMZBgcDAwV2A44DCwYXAwUDkgMJBw0vAwUDSwkHDTEDBQNLDQcZDwMFBYYDmgMDAxszAwsbBxs1AwsFogOmAwcGFQMJA6oDAwMlUwMPBQYlAwkDsgMdByUPAwkFtgOuAw0HGQ8DBQWWA54DAwMbMwMLGwcbNQMLBb4DwgMHBhUDCQPGAx0HWQ8DCQW6A8oDAwNbhgMDAQUGNwMZA9IDIwc3XQMfBVfWAwcGFQMJA84DBQYVAxED3gMlBl8DEQfaA+IDAgMJBw2OAwMJA1UFBhkDEwPqAw0HGQ8DEwVP7gMJBw0xAwUD8gMTBhMDFwP2AxUGEwMFA/oDCwYXAwMD/gMDAwctAwEFBgcDAwMGBBkGBwMDBQIECgQJBw0vAwUD8gMTBhMDFwMSBBUGEwMFAxYECwYXAwMDGgQDAycrAwEFBicDAwMiBCcGJwMDBR4EJgQpBmMDAwUOBCoEAwMDtwMHAwMDCQMHAwMDCQMHEQYDAw0JETIENgQ6BAcGAwMDAz4EBwYDAw0DLgQfBQNlC0YEETIENgQ6BAMDC7kDBwMDCwkDBwMDCwkDBxEGCwMNCQ9KBE4EUgQHBgsDAwNWBAMDIysDAQUGIwMDA14EIQcjOwMDBVoEYgQLBhcDBQNmBAMDBy0DAQUGBwMDA24EGQYHAwMFWgRyBAsGFwMFA3YECQcNLwMFA0sJBw0xAwUDSw0HGQ8DBQVqBH4EAwMbMwMLGwcbNQMLBYYEigQHBhUDCQOOBAMDJVMDDwUGJQMJA5YEHQclDwMJBZoEkgQNBxkPAwUFegSCBAMDGzMDCxsHGzUDCwWiBKYEBwYVAwkDqgQdB1kPAwkFngSuBAMDW54DAwEFBjcDGQO2BCMHN10DHwVXugQHBhUDCQOyBAUGFQMRA8IEJQZfAxEHvgTGBOYDCQcNpgMDCQNVBQYZAxMDzgQNBxkPAxMFT9IECQcNMQMFA9YEEwYTAxcD2gQVBhMDBQPeBAsGFwMDA+IEAwMHLQMBBQYHAwMD6gQZBgcDAwXmBO4ECQcNLwMFA9YEEwYTAxcD9gQVBhMDBQP6BAsGFwMDA/4EAwMnKwMBBQYnAwMDBgUnBicDAwUCBQoFKQZjAwMF8gQOBQMDA7kDBwMDAwkDBwMDAwkDBxEGAwMNCREWBRoFHgUHBgMDAwMiBQcGAwMNAxIFHwUDZQsqBREWBRoFHgUDAwu7AwcDAwsJAwcDAwsJAwcRBgsDDQkPLgUyBTYFBwYLAwMDOgUDAyMrAwEFBiMDAwNCBSEHIzsDAwU+BUYFCwYXAwUDSgUDAwctAwEFBgcDAwNSBRkGBwMDBT4FVgULBhcDBQNaBQkHDS8DBQNLCQcNMQMFA0sNBxkPAwUFTgViBQMDGzMDCxsHGzUDCwVqBW4FBwYVAwkDcgUDAyVTAw8FBiUDCQN6BR0HJQ8DCQV+BXYFDQcZDwMFBV4FZgUDAxszAwsbBxs1AwsFhgWKBQcGFQMJA44FHQdZDwMJBYIFkgUDA1uyAwMBBQY3AxkDmgUjBzddAx8FV54FBwYVAwkDlgUFBhUDEQOmBSUGXwMRB6IFqgXKBAkHDboDAwkDVQUGGQMTA7IFDQcZDwMTBU+2BQkHDTEDBQO6BRMGEwMXA74FFQYTAwUDwgULBhcDAwPGBQMDBy0DAQUGBwMDA84FGQYHAwMFygXSBQkHDS8DBQO6BRMGEwMXA9oFFQYTAwUD3gULBhcDAwPiBQMDJysDAQUGJwMDA+oFJwYnAwMF5gXuBSkGYwMDBdYF8gUDAwO7AwcDAwMJAwcDAwMJAwcRBgMDDQkR+gX+BQIGBwYDAwMDBgYHBgMDDQP2BR8FA2ULDgYR+gX+BQIGAwNzCQMHAwNzCQMHEQZzAxEHDRIGFgYfBXPOAwmuBQ0SBhYGAwMFUQMBAwMFEQMBAwMFPwMBLwcFOwMBBSIGJgYDAwVRAwExFAUHIgYqBi4GBQMlTwMBBT0GKQMHA04GPwYpAwEFE1IGAwNnEQMBAwNnhQMBQQaHAwEFWgZWBkMGiQMBBV4GYgYDA0lHAwEzBkkDAQVOBmoGAwNLRwMBNQZLAwEFTgZyBg8HH1UDGwUVHgYXBh8DHQN6BgMDHxEDAQ8HH1cDJwcLZgaCBgMDHxEDAQ8HH3UDKQkRbgZ2BooGFwYfAysDjgY5BR9/B5IGhgZ+BjcABQMDBT8DAQMDBVEDAQMDBREDAQMDBT8DAS8HBTsDAQU6Bj4GAwMFUQMBMRQFBzoGQgZGBgUDJU8DAQU9BikDBwNOBj8GKQMBBRNSBgMDZxEDAQMDZ4UDAUEGhwMBBVoGVgZDBokDAQVeBmIGAwNJRwMBMwZJAwEFTgZqBgMDS0cDATUGSwMBBU4GcgYPBx1VAxsFFTYGFwYdAx0DegYDAx0RAwEPBx1XAycHC2YGggYDAx0RAwEPBx11AykJEW4GdgaKBhcGHQMrA44GOwUdgQd+BpIGhgY3AAUDAwU/AwEtAAErEQHpBwMHDwMBAQMDAREDAQMDAREDAS0EAQUBAysRAesHAwcPAwEBAwMBEQMBAwMBEQMBLQQBBQEDKxEB7QcDBw8DAQEDAwERAwEDAwERAwEtBAEFAQMGAwEFAQACGfcJCwkLEQsRCwkLFQsNCSkrJRUVDQcRHwstGRELExkPCQtVLRcZCUUjFQ0XVS0RHQsNJRMTKRUdHS0jISMpLQ0JCyULFSEXGRkZCR0lEx0pDRERDRMZGRkjHSEVGRkRFxkVFRkbFxcjFy8XJxcbGSMXGTslIx8PDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAHZlY3RvcgBtb2R1bGUAYXJpdGguY29uc3RhbnQAdmVjdG9yLmJyb2FkY2FzdAB2ZWN0b3Iuc2hhcGVfY2FzdAB2ZWN0b3IuZXh0cmFjdF9zdHJpZGVkX3NsaWNlAHRwdS5iaXRjYXN0AGFyaXRoLm11bGYAdHB1Lm1lbXJlZl9zbGljZQB2ZWN0b3IubG9hZABhcml0aC50cnVuY2YAYXJpdGguZXh0ZgB0cHUubWVtcmVmX3NxdWVlemUAYXJpdGguYW5kaQB2ZWN0b3IubXVsdGlfcmVkdWN0aW9uAGFyaXRoLmFkZGYAdHB1LnZlY3Rvcl9zdG9yZQBhcml0aC5zaGxpAGFyaXRoLmNtcGkAYXJpdGguc2VsZWN0AGFyaXRoLnNocnVpAGFyaXRoLm9yaQBmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGguYWRkaQBzY2YuZm9yAGFyaXRoLnJlbXNpAGFyaXRoLmRpdnNpAHNjZi55aWVsZAB0cHUuZW5xdWV1ZV9kbWEAdHB1LndhaXRfZG1hMgBhcml0aC5pbmRleF9jYXN0AG1lbXJlZi5sb2FkAGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAHRwdS5pb3RhAHZhbHVlAHN0cmlkZXMAb2Zmc2V0cwBzaXplcwBvcGVyYW5kU2VnbWVudFNpemVzAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBhZGQAdHJhbnNmb3JtXzIAdHJhbnNmb3JtXzMAdHJhbnNmb3JtXzUAZG1hX3N0YXJ0OgBzdHJpY3Rfb3JkZXJpbmcAZG1hX3dhaXQ6AGdldDoAYnJvYWRjYXN0X2luX2RpbToAYWRkOgBlcToAc3dhcDoAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9jb21iaW5lX2dyYWQAdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGRtYV9zdGFydABkbWFfc3RhcnQvZG1hX3N0YXJ0AHByaW9yaXR5AGRtYV93YWl0AGRtYV93YWl0L2RtYV93YWl0AHNjYW46AHNjYW4Ab3ZlcmZsb3dGbGFncwBnZXQvZ2V0AGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBkaW1lbnNpb25zAGlvdGE6AGlvdGEvaW90YQBicm9hZGNhc3RfaW5fZGltAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQBnZXQAc2hpZnRfbGVmdDoAc2hpZnRfbGVmdABiaXRjYXN0X2NvbnZlcnRfdHlwZToAYml0Y2FzdF9jb252ZXJ0X3R5cGUvYml0Y2FzdF9jb252ZXJ0X3R5cGUAYW5kOgBhbmQAc2xpY2U6AHNsaWNlL3NsaWNlAGZhc3RtYXRoAG11bDoAbXVsL211bAByZWR1Y2Vfc3VtOgByZWR1Y2Vfc3VtL3JlZHVjZV9zdW0Aa2luZAByZWR1Y3Rpb25fZGltcwBhZGQvYWRkAGVxAGVxL2VxAHByZWRpY2F0ZQBzZWxlY3RfbjoAc2VsZWN0X24vc2VsZWN0X24Ac2hpZnRfcmlnaHRfbG9naWNhbDoAc2hpZnRfcmlnaHRfbG9naWNhbABvcjoAb3Ivb3IAc3dhcABzd2FwL3N3YXAAaml0OgBqaXQAbWF4OgBtYXgvbWF4AG1pbjoAbWluL21pbgByZW06AHJlbQBkaXY6AGRpdgA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1880621056,\0A\22flops\22:1207959552,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine_grad", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<256x768xi32>, tensor<196608x1024xui32>, tensor<32768x2048xf32>, tensor<32768x6xf32>) -> (tensor<196608x1024xui32>, tensor<32768x6xf32>)
  %2 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %3 = stablehlo.maximum %arg6, %2 : tensor<64xi32>
  %4 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum(%3) : (tensor<64xi32>) -> tensor<64xi32>
  %5 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %6 = stablehlo.minimum %4, %5 : tensor<64xi32>
  %7 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %8 = stablehlo.slice %6 [0:63] : (tensor<64xi32>) -> tensor<63xi32>
  %9 = stablehlo.concatenate %7, %8, dim = 0 : (tensor<1xi32>, tensor<63xi32>) -> tensor<64xi32>
  %10 = stablehlo.slice %6 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
  %11 = stablehlo.reshape %10 : (tensor<1xi32>) -> tensor<i32>
  %12 = stablehlo.compare GT, %6, %9, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %13 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide(%9, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %15 = stablehlo.minimum %13, %14 : tensor<64xi32>
  %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %17 = stablehlo.subtract %6, %16 : tensor<64xi32>
  %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %19 = stablehlo.maximum %17, %18 : tensor<64xi32>
  %20 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide(%19, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %21 = stablehlo.subtract %20, %15 : tensor<64xi32>
  %22 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %23 = stablehlo.add %21, %22 : tensor<64xi32>
  %24 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad___where_1(%12, %23, %c_5) : (tensor<64xi1>, tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %25 = stablehlo.add %11, %c_3 : tensor<i32>
  %26 = stablehlo.subtract %25, %c_1 : tensor<i32>
  %27 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide_2(%26, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %28 = stablehlo.subtract %c_0, %27 : tensor<i32>
  %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %24, %29, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %31 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %32 = stablehlo.concatenate %15, %31, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %33 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum_4(%30) : (tensor<65xi32>) -> tensor<65xi32>
  %34 = stablehlo.slice %33 [64:65] : (tensor<65xi32>) -> tensor<1xi32>
  %35 = stablehlo.reshape %34 : (tensor<1xi32>) -> tensor<i32>
  %36 = stablehlo.iota dim = 0 : tensor<447xi32>
  %37 = stablehlo.subtract %35, %c_1 : tensor<i32>
  %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %39 = stablehlo.minimum %36, %38 : tensor<447xi32>
  %40 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<65xi32>) -> tensor<1x65xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x65xi32>) -> tensor<447x65xi32>
  %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<447x1xi32>) -> tensor<447x65xi32>
  %44 = stablehlo.compare LE, %42, %43, SIGNED : (tensor<447x65xi32>, tensor<447x65xi32>) -> tensor<447x65xi1>
  %45 = stablehlo.convert %44 : (tensor<447x65xi1>) -> tensor<447x65xi32>
  %46 = stablehlo.reduce(%45 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<447x65xi32>, tensor<i32>) -> tensor<447xi32>
  %47 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %49 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %50 = stablehlo.add %46, %49 : tensor<447xi32>
  %51 = stablehlo.select %48, %50, %46 : tensor<447xi1>, tensor<447xi32>
  %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %53 = "stablehlo.gather"(%32, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %54 = stablehlo.add %53, %39 : tensor<447xi32>
  %55 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %56 = stablehlo.compare LT, %46, %55, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %57 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %58 = stablehlo.add %46, %57 : tensor<447xi32>
  %59 = stablehlo.select %56, %58, %46 : tensor<447xi1>, tensor<447xi32>
  %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %61 = "stablehlo.gather"(%33, %60) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %62 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %63 = stablehlo.compare LT, %46, %62, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %64 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %65 = stablehlo.add %46, %64 : tensor<447xi32>
  %66 = stablehlo.select %63, %65, %46 : tensor<447xi1>, tensor<447xi32>
  %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %68 = "stablehlo.gather"(%30, %67) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %69 = stablehlo.subtract %61, %68 : tensor<447xi32>
  %70 = stablehlo.subtract %54, %69 : tensor<447xi32>
  %71 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %9, %71, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %73 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.concatenate %6, %73, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %75 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %76 = stablehlo.custom_call @tpu_custom_call(%46, %70, %72, %74, %75, %1#0, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFPCQEDBQcBAwkDOwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDA9YDNgM1AfcHDxMPExcLDw8PEwsLCw8PExtlhQsLDw8TDxc3DxcTDw8LCwsLCw8LCwsPDxcXFxcTCxcXEwsPSwsXC6ULcwsLCwsLFxsLUxsLcxsLUxsbCxsPCw8TDwsPCw8PCw8PCwsPCwsPCw8LDw8LDwsLDwsLDwsTEw8PCxMLDwsFDWFhkY1NKgIBlQsLEwsXCxMLFwsTCxcTCxMLGwsjFwsTCwsTCwsTCxMPEwsLEwsLC1MLExcPCxMLCxMLFx8TCxcLFwsTCxcfCxMLMwsLCxsLExMLBwVZWQE1DwcLHx8fDxsHBx8fHx8nKycnHz83Ox8fIx8C5hMfHUujAwMNsx3f4QMDDacdjgKSAgVFHUu1HU+7HdnbAwMbuQVHBUkFSx3Fxx1T1QMDG0EDAwYCLgNhZmZpbmVfbWFwPChkMCkgLT4gKGQwKT4AYWZmaW5lX21hcDwoZDAsIGQxKSAtPiAoZDAsIGQxKT4ABU0FTx2/wR1RywMDG88dUdEdZgJqAgMHmgI5ngKiAqYCqgIRBQAdtgK6Ah1T1gIRDRURDQUFUQVTBVUNKQVXHa2vBVkFWwVdEQEFHfHzHQoCDgIdPgJCAh1yAnYCAwMNggIdY4YCBV8dwgLGAh3+AgIDAwNrbQVhEQ0tAxFxcxd1eXt9P39BGYGD/4WHBWMBB/37+w0nYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFZSMNBzEBAAAAAAAAAL8BAAAAAAAAAQAAAAAAAAAFZwVpBWsFbQVvAQeJj5UDBSmLK40JQyMNBSEAAgAAAAAAAAAEAAAAAAAAAwUpkSuTCUUjDQcxAQAAAAAAAABAAQAAAAAAAAAIAAAAAAAAAwUplyuZCUcjDQUhAAIAAAAAAABAAQAAAAAAAAMFF0kZQwMFF58ZRQ0rAwUXSRlHHaUBBXERAQEDAw2rEQH9BXMdsQEFdREDAR23AQV3EQ0JHb0BBXkFex3DAQV9BX8dyQEFgR3NAQWDEQ0BHdMBBYUd1wEFhwWJHd0BBYsFjR3jAQWPAwMN5xEBAgIdT+sd7QEFkQMDDVUFkx31AQWVI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmNvcmVfdHlwZTx0Yz4AI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzFdLCBbMV0sIFswXSwgWzBdLCBbMCwgMCwgMSwgMF0sIFtdLCBbXT4ABZcFmR0SAgEFmx0aAh4CBZ0dIgIBBZ8dKgIuAgWhHTICAQWjAwMNOgIRAQIQBaUdRgIBBacDA04CUgIFqSMBAwkAAAAAHVoCXgIFqx1iAgEFrQWvHW4CAQWxBbMdegIBBbUDAxs/ExEBHYoCAQW3BbkdlgIBBbsFvQW/IwEJIQEAAAABAAAAAgAAAAAAAAAFwSMBAQEDAw2yAhEBQQXDHb4CAQXFBccdygIBBckDAw3SAhEBEADA/z8d2gIBBcsDA+ICVQXNHeoC7gIFzx3yAgEF0QMDDfoCJQsJAAAAAAXTHQYDAQXVAwcOAwICEgM5FgM5BdcF2QXbAwMeAzIDBd0dYyYDHSoDAQXfI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgABAgIDAQkX+QP6DQElF/kDCgIBJScFAhACChEBAgQX+QMFASULBycFAhACCgEnBQIQAiABJwUCEAIKBScFAhACChMX9wUCEAIgAScX9wcFAgoCQBN3F/cFAhACChMnF/cFAhACChEnJwUCEAIgEQUZAQEBBwcJCQ8dHyEjAQURAQEBBwcJCQ8FAQEFEQEBAQcHCQkPBwEBAScFAhACQBEnBQIQAkATJwcFAgoCQBMnBQIKAkATBF4RBQERAWkHAwERExEBbwcDR28ZAQEBAQEBBwEHAQkBCQEPAR0BHwEhASMBAwMPBQMDBwYPAwEFDxkFBxEVAwUFAxsJBgMDAwMDBwYDAwEFBx8DAy8JAwEFBzMxAwUFBSMRBh8DBQUdJRkGEwMBAycDAwcJAwEFBwchAwUFKSsbFAcDLQkDCx0DAyIDXwMRDQZhAwsDRwMDCwUDAwMDCwUDAwsGCwMLBxdLTR0FCzcJSRdLTQ8ABwMBBQ8ABwMD6eUDAQUHERUDBQUhLxEGHwMFBR0xGQYTAwEDMwMDBwkDAQUHByEDBQU1NxsUBwM5CQM3dQMDAwUDAwMDAwUDAwsGAwMLBxdHSQMDAwUDAwMDAwUDAwsGAwMXBxFNTwMDO64CAwENBjsDFwNTMwc7IwMXBVFVIQZlAyUDVwMDPc4CAwENBj0DFwNbEQY9AxcFUV0hBmUDJQNfNQfmAt4CAy0FWWEfBhMDLwNjAwMDBQMDAwMDBQMDAwMDBQMDCwYDAzEJE2dpazcGAwMzA20DA2f2AgMLOQdnCgMDCwdlb3E7BzUaAwMLBUtzAwMLBQMDAwMLBQMDCwYLAwsHF3d5HQULNwl1F3d5DwAHAwEFDwAHAwMvCQMBBQczMQMFBQU7EQYfAwUFHT0ZBhMDAQM/AwMHCQMBBQcHIQMFBUFDGxQHA0UJA1e1AwMvCQMBBQczMQMFBQNHAwNX7wMBJQdXIwMBBQNLAwNZCQMBJwZZAwEFTU8JBgMDAwNRBwYDAwEFCVMJBgMDAwMDBwYDAwEFCVcFBxYCIQMFBVVZKQYmAgMFBUlbCQYDAwMDAwcGAwMBBQlfAwNbNgIDASsHWyMDAQVhYy0DVgJKAgMVDQY1AxUDZS8HNSMDFQVpZwkGAwMDAyEHBgMDAQULbQ0GXQMVA28FB11+AgMZBWtxCQYDAwMDIQcGAwMBBQ11DQYRAxUDdwUHERUDGQVreREGHwMZBXN7AwMDBQMDAwMDBQMDCwYDAxsHFX+BMQYTAwsDgwMDLV8DEQ0GYQMLA4cXBh0DCwddiYUDAwMFAwMDAwMFAwMLBgMDCwcXjY8XBh0DCwd9kYsfBhMDGwOTAwMLBQMDAwMLBQMDCwYLAxsHFZeZHQULNwmVFZeZDwAHAwEFDwAHFQABExEBmwcDIScRAQEBAQEBBwEHAQkBCQEPAQkGAwMDAwMHBgMDAQUJEQMDDwUDAwcGDwMBBQ8VBQcRFQMFBQMXAwMtCQMBFwYdAwEHGQUbAwMBCQMBFQQBBRMdExEBnQcDJS8RAQEBAQEBBwEHAQkBCQEPAQkGAwMDAwMHBgMDAQUHEQMDTakDASMGTQMBBRMVAwMPBQMDBwYPAwEFDxkFBxEVAwUFAxsDAy0JAwEXBh0DAQcdBR8DAwEJAwEVBAEHFwEhExEBoQcDFxMRAQEBAQEBBwEHAQkBCQEPAQkGAwMDAwMHBgMDAQUJEQMDAQkDARUEAQUTAQYDAQUBAJoV4SMTHR0lMRsxGxUJVS0XGREpCRUNRQ0JEQsVDRcJCw0JDQkJCx0JCwcLDVUtEQ0HJRUJCw0JCQsRHR0bIyEjKS0lCwkJCxkZGR0lFRMdDRcXJSEXFxcTFxUZFxkZGyMPGRsZFRcVIxkjGRcfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudABhcml0aC5jbXBpAG1lbXJlZi5sb2FkAGFyaXRoLmluZGV4X2Nhc3QAdmVjdG9yLmxvYWQAdmVjdG9yLmJyb2FkY2FzdABzY2YueWllbGQAYXJpdGguYW5kaQBmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGguc2VsZWN0AGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLnRydW5jZgB0cHUuYml0Y2FzdABhcml0aC5taW5zaQBhcml0aC5zdWJpAGFyaXRoLm1heHNpAGFyaXRoLm9yaQBhcml0aC5tdWxpAHRwdS5pb3RhAGFyaXRoLmFkZGkAYXJpdGguZXh0ZgBhcml0aC5zaGxpAHRwdS5jb25jYXRlbmF0ZQB2ZWN0b3Iuc2hhcGVfY2FzdAB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBwcmVkaWNhdGUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwB0cmFuc2Zvcm1fMAB0cmFuc2Zvcm1fMQB0cmFuc2Zvcm1fMgBnZXQ6AGx0OgBlcToAYW5kOgBicm9hZGNhc3RfaW5fZGltOgBzdGFibGVfbW9zYWljLnZlcnNpb24AZGltZW5zaW9uX3NlbWFudGljcwBpdGVyYXRpb25fYm91bmRzAHNjYWxhcl9wcmVmZXRjaABzY3JhdGNoX29wZXJhbmRzAG5hbXRyYWluX2dtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABtaW46AG1pbgBnZXQAbHQvbHQAaml0OgBqaXQAc2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAGVxAGVxL2VxAGFuZC9hbmQAY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAbHQAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXg6AG1heABuZToAbmUvbmUAb3I6AG9yL29yAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZDoAYWRkL2FkZABnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHN3YXA6AHN3YXAvc3dhcABhZGQAb3BlcmFuZFNlZ21lbnRTaXplcwBzdHJpZGVzAHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAYnJvYWRjYXN0X2luX2RpbQA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1015021568,\0A\22flops\22:299976622080,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<447xi32>, tensor<447xi32>, tensor<65xi32>, tensor<65xi32>, tensor<1xi32>, tensor<196608x1024xui32>, tensor<64x320x2048xbf16>) -> tensor<196608x320xbf16>
  %77 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %78 = stablehlo.maximum %arg6, %77 : tensor<64xi32>
  %79 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum(%78) : (tensor<64xi32>) -> tensor<64xi32>
  %80 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %81 = stablehlo.minimum %79, %80 : tensor<64xi32>
  %82 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %83 = stablehlo.slice %81 [0:63] : (tensor<64xi32>) -> tensor<63xi32>
  %84 = stablehlo.concatenate %82, %83, dim = 0 : (tensor<1xi32>, tensor<63xi32>) -> tensor<64xi32>
  %85 = stablehlo.slice %81 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
  %86 = stablehlo.reshape %85 : (tensor<1xi32>) -> tensor<i32>
  %87 = stablehlo.compare GT, %81, %84, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %88 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide(%84, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %89 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %90 = stablehlo.minimum %88, %89 : tensor<64xi32>
  %91 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %92 = stablehlo.subtract %81, %91 : tensor<64xi32>
  %93 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %94 = stablehlo.maximum %92, %93 : tensor<64xi32>
  %95 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__floor_divide(%94, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %96 = stablehlo.subtract %95, %90 : tensor<64xi32>
  %97 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %98 = stablehlo.add %96, %97 : tensor<64xi32>
  %99 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad___where_1(%87, %98, %c_1) : (tensor<64xi1>, tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %100 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %101 = stablehlo.concatenate %99, %100, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %102 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %103 = stablehlo.concatenate %90, %102, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %104 = call @namtrain_gmm_nam52_mb8_routed_down_combine_grad__cumsum_4(%101) : (tensor<65xi32>) -> tensor<65xi32>
  %105 = stablehlo.slice %104 [64:65] : (tensor<65xi32>) -> tensor<1xi32>
  %106 = stablehlo.reshape %105 : (tensor<1xi32>) -> tensor<i32>
  %107 = stablehlo.iota dim = 0 : tensor<447xi32>
  %108 = stablehlo.subtract %106, %c_1 : tensor<i32>
  %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %110 = stablehlo.minimum %107, %109 : tensor<447xi32>
  %111 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<65xi32>) -> tensor<1x65xi32>
  %112 = stablehlo.broadcast_in_dim %110, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<1x65xi32>) -> tensor<447x65xi32>
  %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<447x1xi32>) -> tensor<447x65xi32>
  %115 = stablehlo.compare LE, %113, %114, SIGNED : (tensor<447x65xi32>, tensor<447x65xi32>) -> tensor<447x65xi1>
  %116 = stablehlo.convert %115 : (tensor<447x65xi1>) -> tensor<447x65xi32>
  %117 = stablehlo.reduce(%116 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<447x65xi32>, tensor<i32>) -> tensor<447xi32>
  %118 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %119 = stablehlo.compare LT, %117, %118, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %120 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %121 = stablehlo.add %117, %120 : tensor<447xi32>
  %122 = stablehlo.select %119, %121, %117 : tensor<447xi1>, tensor<447xi32>
  %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %124 = "stablehlo.gather"(%103, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %125 = stablehlo.add %124, %110 : tensor<447xi32>
  %126 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %127 = stablehlo.compare LT, %117, %126, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %128 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %129 = stablehlo.add %117, %128 : tensor<447xi32>
  %130 = stablehlo.select %127, %129, %117 : tensor<447xi1>, tensor<447xi32>
  %131 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %132 = "stablehlo.gather"(%104, %131) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %133 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %134 = stablehlo.compare LT, %117, %133, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %135 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %136 = stablehlo.add %117, %135 : tensor<447xi32>
  %137 = stablehlo.select %134, %136, %117 : tensor<447xi1>, tensor<447xi32>
  %138 = stablehlo.broadcast_in_dim %137, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %139 = "stablehlo.gather"(%101, %138) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %140 = stablehlo.subtract %132, %139 : tensor<447xi32>
  %141 = stablehlo.subtract %125, %140 : tensor<447xi32>
  %142 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %143 = stablehlo.concatenate %84, %142, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %144 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %145 = stablehlo.concatenate %81, %144, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %146 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %147 = stablehlo.custom_call @tpu_custom_call(%117, %141, %143, %145, %146, %arg4, %1#0) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFNCQEDBQcBAwkDOQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0ED8gNCAzkB9QcPExcXCxMTCw8TExcTCwsPDw8XF2WFCwsTEwsTExcTDw8LCwsLCwsTDw8PDw8PCxcLCwsTFxsXExcLFxcXJxMLD0sLFwulC3MLCwsLCxcbC1MbC1MbC3MbGxsLDwsPDw8LDwsPCw8PCw8PCwsPCwsLDwsLDwsLDwsPBQthYY2RTQcFWVkBnRcTCxMLEwsLEwsLEwsXDxcLEwsLEwsnUxMLEwsLIwsTCxMLCxMLDxMLEwsLEwsXDwsTCwsTCxcfEwsXCxcLEwsXHwsTCzMLCwsbC1MXDwUDKgIBOQ8HCx8fDwcfGwcfHx8fHx8fJycrJx8jHz83Ox8CthQfHU25AwMLvx0uAjICHVICVgIFQwMDC70DA9//BUUdx8kDAxFDHWMaAh0iAiYCHV+KAgVHBUkdTcEd2dsRBQAdagJuAh2SApYCYWZmaW5lX21hcDwoZDApIC0+IChkMCk+AGFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVLBU0DAxHFAwMLVQVPHXWiAh11qgIdxgLKAh1j5gIRCxURCwUFUQVTBVUNMwVXBVkDAxHTHU/VEQEFHeHjHefpHe3vHV/zBVsdDgISAgVdBV8FYSMBAQEDAwtmAgMDdgJ6Ah1+AoICAwMRQQMDC54CBWMdsgK2Ah3SAtYCHQ4DEgMDBzclZTIDZ2kDA4GDBWURCy0DEYeJHYuPkZNBlUMfl5n9m50FZwEH+fn7DTFhZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVpIwsHMQEAAAAAAAAAAQAAAAAAAAC/AQAAAAAAAAVrBW0FbwVxBXMBB5+lqwMFL6ExowlFIwsFIQACAAAAAAAAQAEAAAAAAAADBS+nMakJRyMLBSEAAgAAAAAAAAAEAAAAAAAAAwUvrTGvCUkjCwcxAQAAAAAAAABAAQAAAAAAAAAIAAAAAAAAAwUdSx9FAwUdSx9HAwUdtx9JDTUduwEFdREBAREDAR3DAQV3EQsJBXkdywEFex1Pzx3RAQV9EQsBHdcBBX8FgR3dAQWDBYUFhx3lAQWJBYsd6wEFjQWPHfEBBZEdNwEjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxhcmJpdHJhcnk+ACN0cHUuY29yZV90eXBlPHRjPgAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAMDCwoCEQHyDQWTHRYCAQWVHR4CAQWXBZkdKgIBBZsFnR02AgEFnwMDET4CEQsRHUYCSgIFoR1OAgEFowWlHVoCAQWnAwc3JWViAmdpIwEJIQEAAAABAAAAAwAAAAAAAAARAQIQBakdcgIBBasFrSMBAwkAAAAABa8dhgIBBbEdjgIBBbMFtR2aAgEFtxMNAR2mAgEFuR2uAgEFuwW9HboCAQW/AwMLwgIRAUEFwR3OAgEFwwXFHdoCAQXHAwML4gIRARAAwP8/HeoCAQXJAwPyAlUFyx36Av4CBc0dAgMBBc8DAwsKAyUPCQAAAAAF0R0WAwEF0wMHHgM+AyIDJSYDJQXVBdcF2QMDLgMCAgXbIwEJIQEAAAABAAAAAgAAAAAAAAADAws6AxMTASN0cHUuZG90X2RpbWVuc2lvbl9udW1iZXJzPFswXSwgWzBdLCBbMV0sIFsxXSwgWzAsIDEsIDEsIDFdLCBbXSwgW10+AAECAgMBCRf3A/oNASsX9wMKAgErAQIEBycFAgoCQBMX9wMFASsLJwUCEAIKAScFAhACIAEnBQIQAkABJwUCEAIKDScFAhACCgUnBQIQAkANJwUCEAJABRf1BQIQAgoNLRf1BQIQAiABLRf1BwUCCgJADY0X9QUCCgJAEy0nBQIKAkANJwcFAgoCQA0nBQIQAiATBRkBAQEHBwkJESMlJykBBREBAQEHBwkJEQUBAQURAQEBBwcJCREHAQEBJwUCEAJAEwQCEgUBEQF/BwMBERMRAYUHA3PHGQEBAQEBAQcBBwEJAQkBEQEjASUBJwEpAQMDIQUDAwcGIQMBBQ8ZBQcTMwMFBQUbCwYDAwMDBQcGAwMBBQcfAwPNDQMBBQdTUQMFBQUjAwMjNQMBHwcjDwMBBQUnAwNXDQMBLwZXAwEFKSsLBgMDAwMtBwYDAwEFBy8FB1kVAwUFMSEhBlsDBQUlMwMDIQUDAwcGIQMBBQ83AwMjNQMBHwcjDwMBBTk7BQdTUQMFBQU9AwNdNQMBFwddDwMBBQVBAwNhBgIDATEGYQMBBUNFCwYDAwMDRwcGAwMBBQdJBQdZFQMFBUshIQZbAwUFP00LBgMDAwMhBwYDAwEFC1ELBgMDAwMhBwYDAwEFDVUPBhcDBQUdNRkGGQMBA1kDAwcNAwEFBwcVAwUFW10bFAcDXwkDCx0DAzk2AwMTCQY7Aw8DcwMDCQUDAwMDCQUDAw0GCQMPBxd3eR0FCX0JdRd3eREABwMBBREABwUHQgI6AgMFBVdTDwYXAwUFHWEZBhkDAQNjAwMHDQMBBQcHFQMFBWVnGxQHA2kJA2/lAwMDBQMDAwMDBQMDDQYDAw8HF3N1AwMDBQMDAwMDBQMDDQYDAxsHEXl7CwYDAwMDBQcGAwMBBQl/AwMnawMBJwcnDwMBBYGDKQNvbQMVCQYbAxUDhRcHGw8DFQWJhwkGKQMVA1MFBylxAx0Fi40JBhMDFQNXBQcTMwMdBYuRDwYXAx0Fj5MDAzlzAw0JBjsDGwOXKwZ3AxsHlX2ZAwMDBQMDAwMDBQMDDQYDAxcHE52fAwM9vgIDAQkGPQMXA6MzBz0PAxcFoaUtBnkDLwOnAwM/3gIDAQkGPwMXA6sPBj8DFwWhrS0GeQMvA681B/YC7gIDNwWpsSMGGQMfA7MLBgMDAwMFBwYDAwEFCbcDAydrAwEnBycPAwEFubspA29tAxkJBhsDGQO9FwcbDwMZBcG/CQYpAxkDUwUHKXEDIQXDxQkGEwMZA1cFBxMzAyEFw8kPBhcDIQXHywMDOXMDDQkGOwMfA88rBncDHwfNtdEDA3sGAwMPNwd7GgMDDweb09U5BxsqAwMPBXfXAwMJBQMDAwMJBQMDDQYJAw8HF9vdHQUJfQnZF9vdEQAHAwEFEQAHDwYXAwUFHU8ZBhkDAQNrAwMHDQMBBQcHFQMFBW1vGxQHA3EJAxUxAwMDBQMDAwMDBQMDDQYDAw8HF3N1IwYZAysDdwMDCQUDAwMDCQUDAwMDCQUDAw0GCQMtCRV7fX8lBgkDKwOBJQYJAy0DeR0FCV4CC4UVe31/EQAHAwEFEQAHFQABExEBsQcDFxMRAQEBAQEBBwEHAQkBCQERAQsGAwMDAwUHBgMDAQUJEQMDAQ0DARUEAQUTARMRAbMHAxcTEQEBAQEBAQcBBwEJAQkBEQELBgMDAwMFBwYDAwEFCREDAwENAwEVBAEFEwMTEQG1BwMXExEBAQEBAQEHAQcBCQEJAREBCwYDAwMDBQcGAwMBBQcRAwMBDQMBFQQBBxMBAwYDAQUBAGIV3RMdHSUxGzEbFQlVLRcZJRVFIw0JERUNFwkLFQ0NCQsNVS0RCQsNCQ0JCQsdCQsNBw0JCREdHR0jISMpLSURKQsLCQsZGRkJHSUTHRUNFxchFxkZGRsTFyUbFRcjDxkXGRUVFxkjIxkXHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAYXJpdGguY21waQBtZW1yZWYubG9hZAB2ZWN0b3IuYnJvYWRjYXN0AGFyaXRoLmluZGV4X2Nhc3QAdmVjdG9yLmxvYWQAYXJpdGguYW5kaQBzY2YueWllbGQAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLmFkZGkAYXJpdGguZXh0dWkAc2NmLmlmAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGguc3ViaQBhcml0aC5vcmkAYXJpdGgudHJ1bmNmAHZlY3Rvci5zaGFwZV9jYXN0AGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguc2VsZWN0AHRwdS5iaXRjYXN0AGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAGFyaXRoLnNobGkAdHB1LmNvbmNhdGVuYXRlAHRwdS5tYXRtdWwAYXJpdGguYWRkZgB2YWx1ZQBwcmVkaWNhdGUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQB0cmFuc2Zvcm1faW5kaWNlcwB3aW5kb3dfYm91bmRzAGFkZAB0cmFuc2Zvcm1fMAB0cmFuc2Zvcm1fMQB0cmFuc2Zvcm1fMgBnZXQ6AGVxOgBhZGQ6AGFuZDoAb3BlcmFuZFNlZ21lbnRTaXplcwBzdHJpZGVzAGJyb2FkY2FzdF9pbl9kaW06AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fdGdtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABnZXQAbHQ6AGx0L2x0AGVxAGVxL2VxAHN1YjoAc3ViAG92ZXJmbG93RmxhZ3MAbWF4OgBtYXgAbmU6AG5lL25lAG9yOgBvci9vcgBtaW46AG1pbgBhbmQvYW5kAGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBjb25kOgBjb25kAGd0OgBndC9ndABzd2FwOgBzd2FwL3N3YXAAbXVsOgBtdWwAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYWRkL2FkZABnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgA\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1167785984,\0A\22flops\22:299976622080,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<447xi32>, tensor<447xi32>, tensor<65xi32>, tensor<65xi32>, tensor<1xi32>, tensor<196608x320xbf16>, tensor<196608x1024xui32>) -> tensor<64x320x2048xbf16>
  return %76, %147, %1#1 : tensor<196608x320xbf16>, tensor<64x320x2048xbf16>, tensor<32768x6xf32>
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
