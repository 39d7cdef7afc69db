func.func private @namtrain_gmm_small_routed_down_combine_grad(%arg0: tensor<1024x256xf32>, %arg1: tensor<2048x128xui32>, %arg2: tensor<1024x2xi32>, %arg3: tensor<1024x2xf32>, %arg4: tensor<2048x192xbf16>, %arg5: tensor<8x192x256xbf16>, %arg6: tensor<8xi32>) -> (tensor<2048x192xbf16> {jax.result_info = "result[0]"}, tensor<8x192x256xbf16> {jax.result_info = "result[1]"}, tensor<1024x2xf32> {jax.result_info = "result[2]"}) {
  %c = stablehlo.constant dense<9> : tensor<i32>
  %c_0 = stablehlo.constant dense<8> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<7> : tensor<i32>
  %c_3 = stablehlo.constant dense<256> : tensor<i32>
  %c_4 = stablehlo.constant dense<2048> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reshape %arg2 : (tensor<1024x2xi32>) -> tensor<8x256xi32>
  %1:2 = stablehlo.custom_call @tpu_custom_call(%0, %arg1, %arg0, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFbCwEDBQcJAQMLA0UNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PA4YEugNFAfUHFxMTDxcTExcLFxMXGxMXFxcXFxcXhQsXDxMTGxcLExcXC2ULDxcXIwsLExMPJxcrExMXCwsLCysfFwsXFxelCwtTCw8LCwsLCxMTCxMTCxcXExcLJxMXEwsPSwsPCwszCwsPCwsLIxsLUxsLGwsbGxsPDwtDDwtVQwUNXWGFjWFNAddzCxMTCxMLYwsTCxMLDw8TCwsTCxsLIxcLEwsPExMLEwsTCw8LEwsLEwsfCxMLCxMLEwsLEwsfCxMLCwszDxMLEwsTCwsLEwsjCxMLCxMLEwtTDycTEwsnUwsTCxMLEwsLEwsPCxMLCxMLQwcFWVkJA0kBQw8fBx8bBw8XGxsXHyMnIysfIycjGyMnHxsjHwsHGzsbHwUDTQI2GB8dIgImAgMDE4kdjxYCHYvtAwMTOgIdqT4DHZE+Ah2uArICBVEdRgJKAh2RhgIdugK+AgMDygKyAx2TfgIDAxMuAh2eAqICHc4C0gId3gLiAgMDE44DHZIDlgMdngOiA2FmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVTAwMTNgIRDQEDAy/rAwMv8wMDMgKuAx2SApYCBVUdmfYCHSYDKgMdZgNqAwVXYWZmaW5lX21hcDwoZDApIC0+IChkMCk+AAVZETcAAwMTjgIDAxOqAgMHU5VVlz1ZBVsFXRENAgQBBVtbEQ0FAwdTxgJVlz1ZAwMT2gIDBeoCtgPuAvICHZ8KAx2pVgMDAy+qAwMBBV8FYQ0/AwcvAgIGAomNSwMFLx4CjUsDAxNuAgVjAwMTcgMddgN6Ax2CA4YDYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFZQVnIw0FIYAAAAAAAAAAAgAAAAAAAAAFaREBAQVrBW0FbwVxBXMBBTMzAQVXVwV1HZn6Ah2fAgMFdwMDEgMzHRYDGgMBBVdbHTIDNgMFeQMHd0svRgM9rSMBAQEDAxNKAwMDs7UFexENLQMRubtFvb/BwzPFx0nJy//NzwV9AQP7DT0FfyMNAxEIAAAAAAAAAAWBBYMRDREFhQWHBYkBDWlp0ddp2wMFa9Nt1QmBIw0FIYAAAAAAAAAAAAEAAAAAAAADBWvZbYUJgwMFa91thQmHAwVFb0mBAwVFb0mDAwVFb0mHHYvnHekBBYsjAQcZAQAAAAEAAAAAAAAAHe8BBY1hZmZpbmVfbWFwPCgpIC0+ICgpPgAjAQcZAQAAAAIAAAAAAAAAI3RwdS5tZW1vcnlfc3BhY2U8YW55PgAjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzZW1hcGhvcmVfbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuY29yZV90eXBlPHRjPgAjAQ0xAQAAAAAAAAABAAAAAQAAAAAAAAAAAAAABY8djw4CHRICAQWRHRoCAQWTIwELKQEAAAABAAAAAQAAAAAAAAAAAAAABZUdKgIBBZcRAQIIBZkRAQURBQEdQgIBBZsFnR1OAgEFnwMDVgJaAgWhIwEDCQEAAAAdYgJmAgWjHWoCAQWlEwsBHZN2Ah16AgEFpx2CAgEFqR2KAgEFqxEBQQWtHZoCAQWvBbEdpgIBBbMRARAAwP8/BbUdtgIBBbcFuR3CAgEFuwEFM1cFvQW/HdYCAQXBJQ8JAAAAAAXDHeYCAQXFBccFySMNAxEBAAAAAAAAAB13AR3+AgEFyx0GAwEFzR0OAwEFzwXRBdMdHgMBBdUDB1OVVaU9WQXXHS4DAQXZBdsdOgMBBd0dQgMBBd8jAQkhAQAAAAEAAAADAAAAAAAAABEFBQMHU1IDVaU9WQEFM1sdWgMBBeEDB3dLL2IDPa0jAQkhAQAAAAEAAAACAAAAAAAAAAXjHW4DAQXlEQH6PwXnHX4DAQXpBesdigMBBe0RAQkF7x2aAwEF8QXzHaYDAQX1IwEHGQEAAAADAAAAAAAAACNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4AI3ZlY3Rvci5raW5kPGFkZD4AAQICJwUCBAIEAQMnBQIEAgQLJwUCBAULCwECBCcDAgQLJwUCBAkLF/kDBUNHF/kBQ/EnBQIEAggLJwcFAgQCBAEX9QUCQAIEAS0X9wUCBAkLLRf3BwkCBAIEAX8nBQIEAgQ5F/UFBQIEAS0X9wcFBQIEAX8X9wUFAgQBLScFAgQJARf1BSECCAEtF/cFAgQCCAstF/0DAggBRxf5AwlDRxf1BQUCCAEtF/UDAggBRwEJBycFAgQJNwUXASsbLR0bHR8fLzEBBQMBBQEBJwUCBAIIOSF0cHUuZG1hX3NlbWFwaG9yZQAEOiAFAREBsQcDAREZEQG3BwO+AnYFFwEBKwEbAS0BHQEbAR0BHwEfAS8BMQEDA+UFAwEHBwk1AxMFFRcJBgkDFQMZAwMJBQMBBwcJNwMzBwMBHQkGCQM1Ax8tBQlxByETGwMDCgIFAwEHBwc1AxMFFSMJBgcDFQMlAwMHBQMBBwcHNwMzBwMBKQkGBwM1AysvBQdzByctEwMDAwUDAQMDAwUDAQMDAx8DAR0HAzkDAQUxMwMDAzEDAR8UAwcxNTcFAyVPAwEDMwYPAwUDvgI1Bg8DAQUTwgIDA0MFAwEDA0N5AwE3BnsDAQXKAsYCOQZ9AwEFzgLSAgMDKScDAScGKQMBBb4C2gIDAysnAwEpBisDAQW+AuICBwcJNQMTBRUvCQYJAxUD6gIDAwkFAwEHBwlnAyUJD94C5gLyAgkGCQMnA/YCAwMJBQMBBwcJNwMjBwXWAv4CLQUJcQcCA/oC7gIrAAMDAwMfAwEDAwMFAwEDAwMFAwEDAwMfAwEdBwM5AwEFPT8DAwMxAwEfFAMHPUFDBQMbOwMBAwMDKScDAScGKQMBBb4CwgIDAysnAwEpBisDAQW+AsoCBwcHNQMTBRU7CQYHAxUD0gIDAwcFAwEHBwdnAyUJD8YCzgLaAgkGBwMnA94CAwMHBQMBAwMHBQMBBwcHNwMjBwXmAuoCLwUHcwfWAu4C4gIrAAMDAwMfAwEDAw8LAwUDAw8LAwURBg8DFwcHR0kVBhUDQQNLFwYVAxcDTQMDDwsDBQMDDwsDBREGDwMRBwlRU0UDXgJSAgMpAwNyAnUDCwUGHQMRA1kDAxcLAwUDAxcLAwUDAxcLAwURBhcDGQkPXV9hCwYXAwMDYwMDO00DAQUGOwMDA2c7Bzs5AwMFZWkPBiEDBwNrAwMRTwMBBQYRAwMDbyEGEQMDBWVxDwYhAwcDcw0HGVEDBwNLDQcZXQMHA0sTByMbAwcFbXcDAyVfAw8jByVhAw8Fe30LBh0DCQN/AwM/dQMLBQY/AwkDgyUHPxsDCQWFgRMHIxsDBwV1eQMDJV8DDyMHJWEDDwWJiwsGHQMJA40lB5sbAwkFh48DA50FAwEFBmMDKQOTPQdjoQM7BVeVCwYdAwkDkQUGHQMRA5k/BqMDEQeXm1sNBxkiAwMJA1UFBiMDFwOfEwcjGwMXBU+hDQcZXQMHA6MVBhUDIQOlFwYVAwcDpw8GIQMDA6kDAxFPAwEFBhEDAwOtIQYRAwMFq68NBxlRAwcDoxUGFQMhA7MXBhUDBwO1DwYhAwMDtwMDQU0DAQUGQQMDA7tBBkEDAwW5vUMGpwMDBbG/AwMNCwMFAwMNCwMFAwMNCwMFEQYNAxkJEcPFxwsGDQMDA8kLBg0DGQPBMQUNqwvNEcPFxwMDF68DBQMDFwsDBQMDFwsDBREGFwMZCQ/P0dMLBhcDAwPVAwM7TQMBBQY7AwMD2TsHOzkDAwXX2w8GIQMHA90DAxFPAwEFBhEDAwPhIQYRAwMF1+MPBiEDBwPlDQcZUQMHA0sNBxldAwcDSxMHIxsDBwXf6QMDJV8DDyMHJWEDDwXt7wsGHQMJA/EDAz91AwsFBj8DCQP1JQc/GwMJBffzEwcjGwMHBefrAwMlXwMPIwclYQMPBfv9CwYdAwkD/yUHmxsDCQX5AgIDA50xAwEFBmMDKQMKAj0HY6EDOwVXDgILBh0DCQMGAgUGHQMRAxYCPwajAxEHEgIaAp0NBxlOAwMJA1UFBiMDFwMiAhMHIxsDFwVPJgINBxldAwcDKgIVBhUDIQMuAhcGFQMHAzICDwYhAwMDNgIDAxFPAwEFBhEDAwM+AiEGEQMDBToCQgINBxlRAwcDKgIVBhUDIQNKAhcGFQMHA04CDwYhAwMDUgIDA0FNAwEFBkEDAwNaAkEGQQMDBVYCXgJDBqcDAwVGAmICAwMNrwMFAwMNCwMFAwMNCwMFEQYNAxkJEWoCbgJyAgsGDQMDA3YCCwYNAxkDZgIxBQ2rC34CEWoCbgJyAgMDZQsDBQMDZQsDBREGZQMRBw2CAoYCMQVlXgMJHgINggKGAgMDAzEDAQMDAwUDAQMDAx8DAR0HAzkDAQWSApYCAwMDMQMBHxQDB5ICmgKeAgUDJU8DAQMzBg8DBQO+AjUGDwMBBRPCAgMDQwUDAQMDQ3kDATcGewMBBcoCxgI5Bn0DAQXOAtICAwMpJwMBJwYpAwEFvgLaAgMDKycDASkGKwMBBb4C4gIHBwk1AxMFFY4CCQYJAxUD6gIDAwkFAwEHBwk3AyMHC9YC8gIDAwkFAwEHBwlnAyUJEd4C5gL6AgkGCQMnA/4CLQUJcQcCA/YC7gIrAAMDAwMfAwEDAwMxAwEDAwMFAwEDAwMfAwEdBwM5AwEFqgKuAgMDAzEDAR8UAweqArICtgIFAyVPAwEDMwYPAwUDvgI1Bg8DAQUTwgIDA0MFAwEDA0N5AwE3BnsDAQXKAsYCOQZ9AwEFzgLSAgMDKScDAScGKQMBBb4C2gIDAysnAwEpBisDAQW+AuICBwcHNQMTBRWmAgkGBwMVA+oCAwMHBQMBBwcHNwMjBwvWAvICAwMHBQMBBwcHZwMlCRHeAuYC+gIJBgcDJwP+Ai8FB3MH7gICA/YCKwADAwMDHwMBGwABGREB3wcDBw8DAQEDAwEFAwEDAwEFAwEbBAEFAQMZEQHhBwMHDwMBAQMDAQUDAQMDAQUDARsEAQUBAxkRAeMHAwcPAwEBAwMBBQMBAwMBBQMBGwQBBQEDBgMBBQEAAhn3CQsJCxELEQsJCxULDQkpKyUVFQ0HER8LLRkRCxMZDwkLVS0XGQlFIxUNF1UtER0LDSUTEykVHR0tIyEjKS0NCQslCxUhFxkZGQkdJQ0REx0RKQ0TFRkbFxcZGRkjIx0hFRkZFy8XERcZFRcbFxkZOyUnIyMfDw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aAB2ZWN0b3IAbW9kdWxlAGFyaXRoLmNvbnN0YW50AHZlY3Rvci5icm9hZGNhc3QAdHB1Lm1lbXJlZl9zbGljZQB0cHUubWVtcmVmX3NxdWVlemUAdmVjdG9yLnNoYXBlX2Nhc3QAdmVjdG9yLmV4dHJhY3Rfc3RyaWRlZF9zbGljZQB0cHUuYml0Y2FzdAB2ZWN0b3IubG9hZABhcml0aC5tdWxmAGFyaXRoLnRydW5jZgBhcml0aC5leHRmAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5hZGRpAHNjZi5mb3IAYXJpdGguYW5kaQB2ZWN0b3IubXVsdGlfcmVkdWN0aW9uAGFyaXRoLmFkZGYAYXJpdGgucmVtc2kAYXJpdGguZGl2c2kAc2NmLnlpZWxkAHRwdS5lbnF1ZXVlX2RtYQB0cHUud2FpdF9kbWEyAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGguaW5kZXhfY2FzdABtZW1yZWYubG9hZABhcml0aC5tYXhzaQBhcml0aC5taW5zaQBhcml0aC5zaGxpAGFyaXRoLmNtcGkAYXJpdGguc2VsZWN0AGFyaXRoLnNocnVpAGFyaXRoLm9yaQB0cHUuaW90YQB2YWx1ZQBvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBvZmZzZXRzAHNpemVzAHRyYW5zZm9ybV9pbmRpY2VzAHdpbmRvd19ib3VuZHMAYWRkAHRyYW5zZm9ybV8yAHRyYW5zZm9ybV8zAHRyYW5zZm9ybV81AGRtYV9zdGFydDoAc3RyaWN0X29yZGVyaW5nAGRtYV93YWl0OgBnZXQ6AGJyb2FkY2FzdF9pbl9kaW06AGFkZDoAZXE6AHN3YXA6AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fY29tYmluZV9ncmFkAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBkbWFfc3RhcnQAZG1hX3N0YXJ0L2RtYV9zdGFydABwcmlvcml0eQBkbWFfd2FpdABkbWFfd2FpdC9kbWFfd2FpdABzY2FuOgBzY2FuAG92ZXJmbG93RmxhZ3MAZ2V0L2dldABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYnJvYWRjYXN0X2luX2RpbQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0AZ2V0AHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZDoAYW5kAHNsaWNlOgBzbGljZS9zbGljZQBmYXN0bWF0aABtdWw6AG11bC9tdWwAcmVkdWNlX3N1bToAcmVkdWNlX3N1bS9yZWR1Y2Vfc3VtAGtpbmQAcmVkdWN0aW9uX2RpbXMAYWRkL2FkZABlcQBlcS9lcQBwcmVkaWNhdGUAc2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAHNoaWZ0X3JpZ2h0X2xvZ2ljYWw6AHNoaWZ0X3JpZ2h0X2xvZ2ljYWwAb3I6AG9yL29yAHN3YXAAc3dhcC9zd2FwAGppdDoAaml0AG1heDoAbWF4L21heABtaW46AG1pbi9taW4AcmVtOgByZW0AZGl2OgBkaXYA\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:3162112,\0A\22flops\22:1572864,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine_grad", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<8x256xi32>, tensor<2048x128xui32>, tensor<1024x256xf32>, tensor<1024x2xf32>) -> (tensor<2048x128xui32>, tensor<1024x2xf32>)
  %2 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %3 = stablehlo.maximum %arg6, %2 : tensor<8xi32>
  %4 = call @namtrain_gmm_small_routed_down_combine_grad__cumsum(%3) : (tensor<8xi32>) -> tensor<8xi32>
  %5 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %6 = stablehlo.minimum %4, %5 : tensor<8xi32>
  %7 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %8 = stablehlo.slice %6 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
  %9 = stablehlo.concatenate %7, %8, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
  %10 = stablehlo.slice %6 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
  %11 = stablehlo.reshape %10 : (tensor<1xi32>) -> tensor<i32>
  %12 = stablehlo.compare GT, %6, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %13 = call @namtrain_gmm_small_routed_down_combine_grad__floor_divide(%9, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %15 = stablehlo.minimum %13, %14 : tensor<8xi32>
  %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %17 = stablehlo.subtract %6, %16 : tensor<8xi32>
  %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %19 = stablehlo.maximum %17, %18 : tensor<8xi32>
  %20 = call @namtrain_gmm_small_routed_down_combine_grad__floor_divide(%19, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %21 = stablehlo.subtract %20, %15 : tensor<8xi32>
  %22 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %23 = stablehlo.add %21, %22 : tensor<8xi32>
  %24 = call @namtrain_gmm_small_routed_down_combine_grad___where_1(%12, %23, %c_5) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %25 = stablehlo.add %11, %c_3 : tensor<i32>
  %26 = stablehlo.subtract %25, %c_1 : tensor<i32>
  %27 = call @namtrain_gmm_small_routed_down_combine_grad__floor_divide_2(%26, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %28 = stablehlo.subtract %c_0, %27 : tensor<i32>
  %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %24, %29, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %31 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %32 = stablehlo.concatenate %15, %31, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %33 = call @namtrain_gmm_small_routed_down_combine_grad__cumsum_4(%30) : (tensor<9xi32>) -> tensor<9xi32>
  %34 = stablehlo.slice %33 [8:9] : (tensor<9xi32>) -> tensor<1xi32>
  %35 = stablehlo.reshape %34 : (tensor<1xi32>) -> tensor<i32>
  %36 = stablehlo.iota dim = 0 : tensor<15xi32>
  %37 = stablehlo.subtract %35, %c_1 : tensor<i32>
  %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %39 = stablehlo.minimum %36, %38 : tensor<15xi32>
  %40 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<9xi32>) -> tensor<1x9xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x9xi32>) -> tensor<15x9xi32>
  %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<15x1xi32>) -> tensor<15x9xi32>
  %44 = stablehlo.compare LE, %42, %43, SIGNED : (tensor<15x9xi32>, tensor<15x9xi32>) -> tensor<15x9xi1>
  %45 = stablehlo.convert %44 : (tensor<15x9xi1>) -> tensor<15x9xi32>
  %46 = stablehlo.reduce(%45 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<15x9xi32>, tensor<i32>) -> tensor<15xi32>
  %47 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %49 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %50 = stablehlo.add %46, %49 : tensor<15xi32>
  %51 = stablehlo.select %48, %50, %46 : tensor<15xi1>, tensor<15xi32>
  %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %53 = "stablehlo.gather"(%32, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %54 = stablehlo.add %53, %39 : tensor<15xi32>
  %55 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %56 = stablehlo.compare LT, %46, %55, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %57 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %58 = stablehlo.add %46, %57 : tensor<15xi32>
  %59 = stablehlo.select %56, %58, %46 : tensor<15xi1>, tensor<15xi32>
  %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %61 = "stablehlo.gather"(%33, %60) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %62 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %63 = stablehlo.compare LT, %46, %62, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %64 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %65 = stablehlo.add %46, %64 : tensor<15xi32>
  %66 = stablehlo.select %63, %65, %46 : tensor<15xi1>, tensor<15xi32>
  %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %68 = "stablehlo.gather"(%30, %67) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %69 = stablehlo.subtract %61, %68 : tensor<15xi32>
  %70 = stablehlo.subtract %54, %69 : tensor<15xi32>
  %71 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %9, %71, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %73 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.concatenate %6, %73, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %75 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %76 = stablehlo.custom_call @tpu_custom_call(%46, %70, %72, %74, %75, %1#0, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFPCQEDBQcBAwkDOwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDA9YDNgM1AfcHDxMPExcLDw8PEwsLCw8PExtlhQsLDw8TDxc3DxcTDw8LCwsLCw8LCwsPDxcXFxcTCxcXEwsPSwsXC6ULcwsLCwsLFxsLUxsLcxsLUxsbCxsPCw8TDwsPCw8PCw8PCwsPCwsPCw8LDw8LDwsLDwsLDwsTDw8PCxMLDwsFDWFhkY1NKgIBlQsLEwsXCxMLFwsTCxcTCxMLGwsjFwsTCwsTCwsTCxMPEwsLEwsLC1MLExcPCxMLCxMLFx8TCxcLFwsTCxcfCxMLMwsLCxsLExMLBwVZWQE1DwcLGxsfDxsHBx8fHx8nKycnHz83Ox8fIx8C2hMfHUujAwMNsx3f4QMDDacdjgKSAgVFHUu1HU+7HdnbAwMbuQVHBUkFSx3Fxx1T1QMDG0EDAwYCLgNhZmZpbmVfbWFwPChkMCkgLT4gKGQwKT4AYWZmaW5lX21hcDwoZDAsIGQxKSAtPiAoZDAsIGQxKT4ABU0FTx2/wR1RywMDG88dUdEdZgJqAgMHmgI5ngKiAqYCqgIRBQAdtgK6Ah1T1gIRDRURDQUFUQVTBVUNKQVXHa2vBVkFWwVdEQEFHfHzHQoCDgIdPgJCAh1yAnYCAwMNggIdY4YCBV8dwgLGAh3+AgIDAwNrbQVhEQ0tAxFxcxd1eXt9P39BGYGD/4WHBWMBB/37+w0nYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFZSMNBzEBAAAAAAAAAA8AAAAAAAAAAQAAAAAAAAAFZwVpBWsFbQVvAQeJj5UDBSmLK40JQyMNBSEAAQAAAAAAAIAAAAAAAAAAAwUpkSuTCUUjDQcxAQAAAAAAAADAAAAAAAAAAAABAAAAAAAAAwUplyuZCUcjDQUhAAEAAAAAAADAAAAAAAAAAAMFF0kZQwMFF58ZRQ0rAwUXSRlHHaUBBXERAQEDAw2rEQEdBXMdsQEFdREDAR23AQV3EQ0JHb0BBXkFex3DAQV9BX8dyQEFgR3NAQWDEQ0BHdMBBYUd1wEFhwWJHd0BBYsFjR3jAQWPAwMN5xEBIR1P6x3tAQWRAwMNVQWTHfUBBZUjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8YXJiaXRyYXJ5PgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuY29yZV90eXBlPHRjPgAjdHB1LmRvdF9kaW1lbnNpb25fbnVtYmVyczxbMV0sIFsxXSwgWzBdLCBbMF0sIFswLCAwLCAxLCAwXSwgW10sIFtdPgAFlwWZHRICAQWbHRoCHgIFnR0iAgEFnx0qAi4CBaEdMgIBBaMDAw06AhEBAggFpR1GAgEFpwMDTgJSAgWpIwEDCQAAAAAdWgJeAgWrHWICAQWtBa8dbgIBBbEFsx16AgEFtQMDGz8TEQEdigIBBbcFuR2WAgEFuwW9Bb8jAQkhAQAAAAEAAAACAAAAAAAAAAXBIwEBAQMDDbICEQFBBcMdvgIBBcUFxx3KAgEFyQMDDdICEQEQAMD/Px3aAgEFywMD4gJVBc0d6gLuAgXPHfICAQXRAwMN+gIlCwkAAAAABdMdBgMBBdUDBw4DAgISAzkWAzkF1wXZBdsDAx4DMgMF3R1jJgMdKgMBBd8jYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAECAgMBCRf5Az0BJRf5AyUBJScFAggCBhEBAgQX+QMFASULBycFAggCBgEnBQIIAgQBJwUCCAIGBScFAggCBhMX9wUCCAIEAScX9wcFAgYCCBN3F/cFAggCBhMnF/cFAggCBhEnJwUCCAIEEQUZAQEBBwcJCQ8dHyEjAQURAQEBBwcJCQ8FAQEFEQEBAQcHCQkPBwEBAScFAggCCBEnBQIIAggTJwcFAgYCCBMnBQIGAggTBF4RBQERAWkHAwERExEBbwcDR28ZAQEBAQEBBwEHAQkBCQEPAR0BHwEhASMBAwMPBQMDBwYPAwEFDxkFBxEVAwUFAxsJBgMDAwMDBwYDAwEFBx8DAy8JAwEFBzMxAwUFBSMRBh8DBQUdJRkGEwMBAycDAwcJAwEFBwchAwUFKSsbFAcDLQkDCx0DAyIDXwMRDQZhAwsDRwMDCwUDAwMDCwUDAwsGCwMLBxdLTR0FCzcJSRdLTQ8ABwMBBQ8ABwMD6eUDAQUHERUDBQUhLxEGHwMFBR0xGQYTAwEDMwMDBwkDAQUHByEDBQU1NxsUBwM5CQM3dQMDAwUDAwMDAwUDAwsGAwMLBxdHSQMDAwUDAwMDAwUDAwsGAwMXBxFNTwMDO64CAwENBjsDFwNTMwc7IwMXBVFVIQZlAyUDVwMDPc4CAwENBj0DFwNbEQY9AxcFUV0hBmUDJQNfNQfmAt4CAy0FWWEfBhMDLwNjAwMDBQMDAwMDBQMDAwMDBQMDCwYDAzEJE2dpazcGAwMzA20DA2f2AgMLOQdnCgMDCwdlb3E7BzUaAwMLBUtzAwMLBQMDAwMLBQMDCwYLAwsHF3d5HQULNwl1F3d5DwAHAwEFDwAHAwMvCQMBBQczMQMFBQU7EQYfAwUFHT0ZBhMDAQM/AwMHCQMBBQcHIQMFBUFDGxQHA0UJA1e1AwMvCQMBBQczMQMFBQNHAwNX7wMBJQdXIwMBBQNLAwNZCQMBJwZZAwEFTU8JBgMDAwNRBwYDAwEFCVMJBgMDAwMDBwYDAwEFCVcFBxYCIQMFBVVZKQYmAgMFBUlbCQYDAwMDAwcGAwMBBQlfAwNbNgIDASsHWyMDAQVhYy0DVgJKAgMVDQY1AxUDZS8HNSMDFQVpZwkGAwMDAyEHBgMDAQULbQ0GXQMVA28FB11+AgMZBWtxCQYDAwMDIQcGAwMBBQ11DQYRAxUDdwUHERUDGQVreREGHwMZBXN7AwMDBQMDAwMDBQMDCwYDAxsHFX+BMQYTAwsDgwMDLV8DEQ0GYQMLA4cXBh0DCwddiYUDAwMFAwMDAwMFAwMLBgMDCwcXjY8XBh0DCwd9kYsfBhMDGwOTAwMLBQMDAwMLBQMDCwYLAxsHFZeZHQULNwmVFZeZDwAHAwEFDwAHFQABExEBmwcDIScRAQEBAQEBBwEHAQkBCQEPAQkGAwMDAwMHBgMDAQUJEQMDDwUDAwcGDwMBBQ8VBQcRFQMFBQMXAwMtCQMBFwYdAwEHGQUbAwMBCQMBFQQBBRMdExEBnQcDJS8RAQEBAQEBBwEHAQkBCQEPAQkGAwMDAwMHBgMDAQUHEQMDTakDASMGTQMBBRMVAwMPBQMDBwYPAwEFDxkFBxEVAwUFAxsDAy0JAwEXBh0DAQcdBR8DAwEJAwEVBAEHFwEhExEBoQcDFxMRAQEBAQEBBwEHAQkBCQEPAQkGAwMDAwMHBgMDAQUJEQMDAQkDARUEAQUTAQYDAQUBAJoV4SMTHR0lMRsxGxUJVS0XGREpCRUNRQ0JEQsVDRcJCw0JDQkJCx0JCwcLDVUtEQ0HJRUJCw0JCQsRHR0bIyEjKS0lCwkJCxkZGR0lFRMdDRcXJSEXFxcTFxUZFxkZGyMPGRsZFRcVIxkjGRcfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudABhcml0aC5jbXBpAG1lbXJlZi5sb2FkAGFyaXRoLmluZGV4X2Nhc3QAdmVjdG9yLmxvYWQAdmVjdG9yLmJyb2FkY2FzdABzY2YueWllbGQAYXJpdGguYW5kaQBmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGguc2VsZWN0AGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLnRydW5jZgB0cHUuYml0Y2FzdABhcml0aC5taW5zaQBhcml0aC5zdWJpAGFyaXRoLm1heHNpAGFyaXRoLm9yaQBhcml0aC5tdWxpAHRwdS5pb3RhAGFyaXRoLmFkZGkAYXJpdGguZXh0ZgBhcml0aC5zaGxpAHRwdS5jb25jYXRlbmF0ZQB2ZWN0b3Iuc2hhcGVfY2FzdAB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBwcmVkaWNhdGUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwB0cmFuc2Zvcm1fMAB0cmFuc2Zvcm1fMQB0cmFuc2Zvcm1fMgBnZXQ6AGx0OgBlcToAYW5kOgBicm9hZGNhc3RfaW5fZGltOgBzdGFibGVfbW9zYWljLnZlcnNpb24AZGltZW5zaW9uX3NlbWFudGljcwBpdGVyYXRpb25fYm91bmRzAHNjYWxhcl9wcmVmZXRjaABzY3JhdGNoX29wZXJhbmRzAG5hbXRyYWluX2dtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABtaW46AG1pbgBnZXQAbHQvbHQAaml0OgBqaXQAc2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAGVxAGVxL2VxAGFuZC9hbmQAY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAbHQAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXg6AG1heABuZToAbmUvbmUAb3I6AG9yL29yAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZDoAYWRkL2FkZABnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHN3YXA6AHN3YXAvc3dhcABhZGQAb3BlcmFuZFNlZ21lbnRTaXplcwBzdHJpZGVzAHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAYnJvYWRjYXN0X2luX2RpbQA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:2621440,\0A\22flops\22:377487360,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<15xi32>, tensor<15xi32>, tensor<9xi32>, tensor<9xi32>, tensor<1xi32>, tensor<2048x128xui32>, tensor<8x192x256xbf16>) -> tensor<2048x192xbf16>
  %77 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %78 = stablehlo.maximum %arg6, %77 : tensor<8xi32>
  %79 = call @namtrain_gmm_small_routed_down_combine_grad__cumsum(%78) : (tensor<8xi32>) -> tensor<8xi32>
  %80 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %81 = stablehlo.minimum %79, %80 : tensor<8xi32>
  %82 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %83 = stablehlo.slice %81 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
  %84 = stablehlo.concatenate %82, %83, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
  %85 = stablehlo.slice %81 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
  %86 = stablehlo.reshape %85 : (tensor<1xi32>) -> tensor<i32>
  %87 = stablehlo.compare GT, %81, %84, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %88 = call @namtrain_gmm_small_routed_down_combine_grad__floor_divide(%84, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %89 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %90 = stablehlo.minimum %88, %89 : tensor<8xi32>
  %91 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %92 = stablehlo.subtract %81, %91 : tensor<8xi32>
  %93 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %94 = stablehlo.maximum %92, %93 : tensor<8xi32>
  %95 = call @namtrain_gmm_small_routed_down_combine_grad__floor_divide(%94, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %96 = stablehlo.subtract %95, %90 : tensor<8xi32>
  %97 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %98 = stablehlo.add %96, %97 : tensor<8xi32>
  %99 = call @namtrain_gmm_small_routed_down_combine_grad___where_1(%87, %98, %c_1) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %100 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %101 = stablehlo.concatenate %99, %100, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %102 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %103 = stablehlo.concatenate %90, %102, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %104 = call @namtrain_gmm_small_routed_down_combine_grad__cumsum_4(%101) : (tensor<9xi32>) -> tensor<9xi32>
  %105 = stablehlo.slice %104 [8:9] : (tensor<9xi32>) -> tensor<1xi32>
  %106 = stablehlo.reshape %105 : (tensor<1xi32>) -> tensor<i32>
  %107 = stablehlo.iota dim = 0 : tensor<15xi32>
  %108 = stablehlo.subtract %106, %c_1 : tensor<i32>
  %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %110 = stablehlo.minimum %107, %109 : tensor<15xi32>
  %111 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<9xi32>) -> tensor<1x9xi32>
  %112 = stablehlo.broadcast_in_dim %110, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<1x9xi32>) -> tensor<15x9xi32>
  %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<15x1xi32>) -> tensor<15x9xi32>
  %115 = stablehlo.compare LE, %113, %114, SIGNED : (tensor<15x9xi32>, tensor<15x9xi32>) -> tensor<15x9xi1>
  %116 = stablehlo.convert %115 : (tensor<15x9xi1>) -> tensor<15x9xi32>
  %117 = stablehlo.reduce(%116 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<15x9xi32>, tensor<i32>) -> tensor<15xi32>
  %118 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %119 = stablehlo.compare LT, %117, %118, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %120 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %121 = stablehlo.add %117, %120 : tensor<15xi32>
  %122 = stablehlo.select %119, %121, %117 : tensor<15xi1>, tensor<15xi32>
  %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %124 = "stablehlo.gather"(%103, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %125 = stablehlo.add %124, %110 : tensor<15xi32>
  %126 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %127 = stablehlo.compare LT, %117, %126, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %128 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %129 = stablehlo.add %117, %128 : tensor<15xi32>
  %130 = stablehlo.select %127, %129, %117 : tensor<15xi1>, tensor<15xi32>
  %131 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %132 = "stablehlo.gather"(%104, %131) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %133 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %134 = stablehlo.compare LT, %117, %133, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %135 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %136 = stablehlo.add %117, %135 : tensor<15xi32>
  %137 = stablehlo.select %134, %136, %117 : tensor<15xi1>, tensor<15xi32>
  %138 = stablehlo.broadcast_in_dim %137, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %139 = "stablehlo.gather"(%101, %138) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %140 = stablehlo.subtract %132, %139 : tensor<15xi32>
  %141 = stablehlo.subtract %125, %140 : tensor<15xi32>
  %142 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %143 = stablehlo.concatenate %84, %142, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %144 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %145 = stablehlo.concatenate %81, %144, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %146 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %147 = stablehlo.custom_call @tpu_custom_call(%117, %141, %143, %145, %146, %arg4, %1#0) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFNCQEDBQcBAwkDOQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0ED8gNCAzkB9QcPExcXCxMTCw8TExcTCwsPDw8XF2WFCwsTEwsTExcTDw8LCwsLCwsTDw8PDw8PCxcLCwsTFxsXExcLFxcXJxMLD0sLFwulC3MLCwsLCxcbC1MbC1MbC3MbGxsLDwsPDw8LDwsPCw8PCw8PCwsPCwsLDwsLDwsLDwsPBQthYY2RTQcFWVkBnRcPCxMLEwsLEwsLEwsXDxcLEwsLEwsnUxMLEwsLIwsTCxMLCxMLDxMLEwsLEwsXDwsTCwsTCxcfEwsXCxcLEwsXHwsTCzMLCwsbC1MXDwUDKgIBOQ8HCxsbDwcfGwcfHx8fHx8fJycrJx8jHz83Ox8CqhQfHU25AwMLvx0uAjICHVICVgIFQwMDC70DA9//BUUdx8kDAxFDHWMaAh0iAiYCHV+KAgVHBUkdTcEd2dsRBQAdagJuAh2SApYCYWZmaW5lX21hcDwoZDApIC0+IChkMCk+AGFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVLBU0DAxHFAwMLVQVPHXWiAh11qgIdxgLKAh1j5gIRCxURCwUFUQVTBVUNMwVXBVkDAxHTHU/VEQEFHeHjHefpHe3vHV/zBVsdDgISAgVdBV8FYSMBAQEDAwtmAgMDdgJ6Ah1+AoICAwMRQQMDC54CBWMdsgK2Ah3SAtYCHQ4DEgMDBzclZTIDZ2kDA4GDBWURCy0DEYeJHYuPkZNBlUMfl5n9m50FZwEH+fn7DTFhZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVpIwsHMQEAAAAAAAAAAQAAAAAAAAAPAAAAAAAAAAVrBW0FbwVxBXMBB5+lqwMFL6ExowlFIwsFIQABAAAAAAAAwAAAAAAAAAADBS+nMakJRyMLBSEAAQAAAAAAAIAAAAAAAAAAAwUvrTGvCUkjCwcxAQAAAAAAAADAAAAAAAAAAAABAAAAAAAAAwUdSx9FAwUdSx9HAwUdtx9JDTUduwEFdREBAREDAR3DAQV3EQsJBXkdywEFex1Pzx3RAQV9EQsBHdcBBX8FgR3dAQWDBYUFhx3lAQWJBYsd6wEFjQWPHfEBBZEdNwEjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxhcmJpdHJhcnk+ACN0cHUuY29yZV90eXBlPHRjPgAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAMDCwoCEQE5BZMdFgIBBZUdHgIBBZcFmR0qAgEFmwWdHTYCAQWfAwMRPgIRCxEdRgJKAgWhHU4CAQWjBaUdWgIBBacDBzclZWICZ2kjAQkhAQAAAAEAAAADAAAAAAAAABEBAggFqR1yAgEFqwWtIwEDCQAAAAAFrx2GAgEFsR2OAgEFswW1HZoCAQW3Ew0BHaYCAQW5Ha4CAQW7Bb0dugIBBb8DAwvCAhEBQQXBHc4CAQXDBcUd2gIBBccDAwviAhEBEADA/z8d6gIBBckDA/ICVQXLHfoC/gIFzR0CAwEFzwMDCwoDJQ8JAAAAAAXRHRYDAQXTAwceAz4DIgMlJgMlBdUF1wXZAwMuAwICBdsjAQkhAQAAAAEAAAACAAAAAAAAAAMDCzoDExMBI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzBdLCBbMF0sIFsxXSwgWzFdLCBbMCwgMSwgMSwgMV0sIFtdLCBbXT4AAQICAwEJF/cDPQErF/cDJQErAQIEBycFAgYCCBMX9wMFASsLJwUCCAIGAScFAggCBAEnBQIIAggBJwUCCAIGDScFAggCBgUnBQIIAggNJwUCCAIIBRf1BQIIAgYNLRf1BQIIAgQBLRf1BwUCBgIIDY0X9QUCBgIIEy0nBQIGAggNJwcFAgYCCA0nBQIIAgQTBRkBAQEHBwkJESMlJykBBREBAQEHBwkJEQUBAQURAQEBBwcJCREHAQEBJwUCCAIIEwQCEgUBEQF/BwMBERMRAYUHA3PHGQEBAQEBAQcBBwEJAQkBEQEjASUBJwEpAQMDIQUDAwcGIQMBBQ8ZBQcTMwMFBQUbCwYDAwMDBQcGAwMBBQcfAwPNDQMBBQdTUQMFBQUjAwMjNQMBHwcjDwMBBQUnAwNXDQMBLwZXAwEFKSsLBgMDAwMtBwYDAwEFBy8FB1kVAwUFMSEhBlsDBQUlMwMDIQUDAwcGIQMBBQ83AwMjNQMBHwcjDwMBBTk7BQdTUQMFBQU9AwNdNQMBFwddDwMBBQVBAwNhBgIDATEGYQMBBUNFCwYDAwMDRwcGAwMBBQdJBQdZFQMFBUshIQZbAwUFP00LBgMDAwMhBwYDAwEFC1ELBgMDAwMhBwYDAwEFDVUPBhcDBQUdNRkGGQMBA1kDAwcNAwEFBwcVAwUFW10bFAcDXwkDCx0DAzk2AwMTCQY7Aw8DcwMDCQUDAwMDCQUDAw0GCQMPBxd3eR0FCX0JdRd3eREABwMBBREABwUHQgI6AgMFBVdTDwYXAwUFHWEZBhkDAQNjAwMHDQMBBQcHFQMFBWVnGxQHA2kJA2/lAwMDBQMDAwMDBQMDDQYDAw8HF3N1AwMDBQMDAwMDBQMDDQYDAxsHEXl7CwYDAwMDBQcGAwMBBQl/AwMnawMBJwcnDwMBBYGDKQNvbQMVCQYbAxUDhRcHGw8DFQWJhwkGKQMVA1MFBylxAx0Fi40JBhMDFQNXBQcTMwMdBYuRDwYXAx0Fj5MDAzlzAw0JBjsDGwOXKwZ3AxsHlX2ZAwMDBQMDAwMDBQMDDQYDAxcHE52fAwM9vgIDAQkGPQMXA6MzBz0PAxcFoaUtBnkDLwOnAwM/3gIDAQkGPwMXA6sPBj8DFwWhrS0GeQMvA681B/YC7gIDNwWpsSMGGQMfA7MLBgMDAwMFBwYDAwEFCbcDAydrAwEnBycPAwEFubspA29tAxkJBhsDGQO9FwcbDwMZBcG/CQYpAxkDUwUHKXEDIQXDxQkGEwMZA1cFBxMzAyEFw8kPBhcDIQXHywMDOXMDDQkGOwMfA88rBncDHwfNtdEDA3sGAwMPNwd7GgMDDweb09U5BxsqAwMPBXfXAwMJBQMDAwMJBQMDDQYJAw8HF9vdHQUJfQnZF9vdEQAHAwEFEQAHDwYXAwUFHU8ZBhkDAQNrAwMHDQMBBQcHFQMFBW1vGxQHA3EJAxUxAwMDBQMDAwMDBQMDDQYDAw8HF3N1IwYZAysDdwMDCQUDAwMDCQUDAwMDCQUDAw0GCQMtCRV7fX8lBgkDKwOBJQYJAy0DeR0FCV4CC4UVe31/EQAHAwEFEQAHFQABExEBsQcDFxMRAQEBAQEBBwEHAQkBCQERAQsGAwMDAwUHBgMDAQUJEQMDAQ0DARUEAQUTARMRAbMHAxcTEQEBAQEBAQcBBwEJAQkBEQELBgMDAwMFBwYDAwEFCREDAwENAwEVBAEFEwMTEQG1BwMXExEBAQEBAQEHAQcBCQEJAREBCwYDAwMDBQcGAwMBBQcRAwMBDQMBFQQBBxMBAwYDAQUBAGIV3RMdHSUxGzEbFQlVLRcZJRVFIw0JERUNFwkLFQ0NCQsNVS0RCQsNCQ0JCQsdCQsNBw0JCREdHR0jISMpLSURKQsLCQsZGRkJHSUTHRUNFxchFxkZGRsTFyUbFRcjDxkXGRUVFxkjIxkXHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAYXJpdGguY21waQBtZW1yZWYubG9hZAB2ZWN0b3IuYnJvYWRjYXN0AGFyaXRoLmluZGV4X2Nhc3QAdmVjdG9yLmxvYWQAYXJpdGguYW5kaQBzY2YueWllbGQAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLmFkZGkAYXJpdGguZXh0dWkAc2NmLmlmAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGguc3ViaQBhcml0aC5vcmkAYXJpdGgudHJ1bmNmAHZlY3Rvci5zaGFwZV9jYXN0AGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguc2VsZWN0AHRwdS5iaXRjYXN0AGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAGFyaXRoLnNobGkAdHB1LmNvbmNhdGVuYXRlAHRwdS5tYXRtdWwAYXJpdGguYWRkZgB2YWx1ZQBwcmVkaWNhdGUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQB0cmFuc2Zvcm1faW5kaWNlcwB3aW5kb3dfYm91bmRzAGFkZAB0cmFuc2Zvcm1fMAB0cmFuc2Zvcm1fMQB0cmFuc2Zvcm1fMgBnZXQ6AGVxOgBhZGQ6AGFuZDoAb3BlcmFuZFNlZ21lbnRTaXplcwBzdHJpZGVzAGJyb2FkY2FzdF9pbl9kaW06AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fdGdtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABnZXQAbHQ6AGx0L2x0AGVxAGVxL2VxAHN1YjoAc3ViAG92ZXJmbG93RmxhZ3MAbWF4OgBtYXgAbmU6AG5lL25lAG9yOgBvci9vcgBtaW46AG1pbgBhbmQvYW5kAGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBjb25kOgBjb25kAGd0OgBndC9ndABzd2FwOgBzd2FwL3N3YXAAbXVsOgBtdWwAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYWRkL2FkZABnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgA\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:4227072,\0A\22flops\22:377487360,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<15xi32>, tensor<15xi32>, tensor<9xi32>, tensor<9xi32>, tensor<1xi32>, tensor<2048x192xbf16>, tensor<2048x128xui32>) -> tensor<8x192x256xbf16>
  return %76, %147, %1#1 : tensor<2048x192xbf16>, tensor<8x192x256xbf16>, tensor<1024x2xf32>
}
func.func private @namtrain_gmm_small_routed_down_combine_grad__cumsum(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %0 = call @namtrain_gmm_small_routed_down_combine_grad__cumsum_0(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine_grad__cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  return %1 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine_grad__floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<8xi32>
  %3 = stablehlo.sign %arg0 : tensor<8xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<8xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %11 = stablehlo.and %6, %10 : tensor<8xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<8xi32>
  %14 = call @namtrain_gmm_small_routed_down_combine_grad___where(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  return %14 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine_grad___where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine_grad___where_1(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xi32>
  return %2 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine_grad__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_small_routed_down_combine_grad___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_small_routed_down_combine_grad___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_routed_down_combine_grad__cumsum_4(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %0 = call @namtrain_gmm_small_routed_down_combine_grad__cumsum_5(%arg0) : (tensor<9xi32>) -> tensor<9xi32>
  return %0 : tensor<9xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine_grad__cumsum_5(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[8, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 9>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
  return %1 : tensor<9xi32>
}
