func.func private @namtrain_gmm_small_routed_down_combine_grad(%arg0: tensor<1024x256xf32>, %arg1: tensor<2048x128xui32>, %arg2: tensor<1024x2xi32>, %arg3: tensor<1024x2xf32>, %arg4: tensor<2048x192xbf16>, %arg5: tensor<8x192x256xbf16>, %arg6: tensor<8xi32>) -> (tensor<2048x192xbf16> {jax.result_info = "result[0]"}, tensor<8x192x256xbf16> {jax.result_info = "result[1]"}, tensor<1024x2xf32> {jax.result_info = "result[2]"}) {
  %c = stablehlo.constant dense<9> : tensor<i32>
  %c_0 = stablehlo.constant dense<8> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<7> : tensor<i32>
  %c_3 = stablehlo.constant dense<256> : tensor<i32>
  %c_4 = stablehlo.constant dense<2048> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<16> : tensor<ui32>
  %c_7 = stablehlo.constant dense<65535> : tensor<ui32>
  %0 = stablehlo.reshape %arg2 : (tensor<1024x2xi32>) -> tensor<8x256xi32>
  %1:2 = stablehlo.custom_call @tpu_custom_call(%0, %arg1, %arg0, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFbCwEDBQcJAQMLA0UNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PA4YEugNFAfUHFxMTDxcTExcLFxMXGxMXFxcXFxcXhQsXDxMXGxcLExcXC2ULDxcXIwsLExMPJxcrExMXCwsLCysfFwsXFxelCwtTCw8PCwsTCwsLExMLExMLFxcTFwsnExcTCw9LCw8LCzMLCw8LCwsjGwtTGwsbCxsbGw8LQw8LVQUNXWGFjWFNAddDcwsTCxMLYwsTCxMLDw8TCwsTCxsLIxcLEwsPExMLEwsTCw8LEwsLEwsfCxMLCxMLEwsLEwsfCxMLCwszDxMLEwsTCwsLEwsjCxMLCxMLEwtTDycTEwsnUwsTCxMLEwsLEwsPCxMLCxMLQwcFWVkJA0kBQw8fBx8bBw8XGxsXHyMnIysfIycjGyMnHxsjHwsHGzsbHwUDTQI6GB8dIgImAgMDE4kdkxYCHY3vAwMTOgIdrT4DHZU+Ah2uArICBVEdRgJKAh2VhgIdugK+AgMDygKyAx2XfgIDAxMuAh2eAqICHc4C0gId3gLiAgMDE44DHZIDlgMdngOiA2FmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVTAwMTNgIRDQEDAy/tAwMvAgIDAzICrgMdkgKWAgVVHZ32Ah0mAyoDHWYDagMFV2FmZmluZV9tYXA8KGQwKSAtPiAoZDApPgAFWRE3AAMDE44CAwMTqgIDB1OZVZs9WQVbBV0RDQIEAQVbWxENBQMHU8YCVZs9WQMDE9oCAwXqArYD7gLyAh2jCgMdrVYDAwMvqgMDAQVfBWENPwMHLwYCCgKJj0sDBS8eAo9LAwMTbgIFYwMDE3IDHXYDegMdggOGA2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABWUFZyMNBSGAAAAAAAAAAAIAAAAAAAAABWkRAQEdjekFawVtHZMOAgVvBXEFcwEFMzMBBVdXBXUdnfoCHaMCAwV3AwMSAzMdFgMaAwEFV1sdMgM2AwV5Awd3Sy9GAz2xIwEBAQMDE0oDAwO3uQV7EQ0tAxG9v0XBw8XHM8nLSc3P/9HTBX0BA/sNPQV/Iw0DEQgAAAAAAAAABYEFgxENEQWFBYcFiQENaWnV22nfAwVr123ZCYEjDQUhgAAAAAAAAAAAAQAAAAAAAAMFa91thQmDAwVr4W2FCYcDBUVvSYEDBUVvSYMDBUVvSYcd6wEFiyMBBxkBAAAAAQAAAAAAAAAd8QEFjWFmZmluZV9tYXA8KCkgLT4gKCk+ACN0cHUubWVtb3J5X3NwYWNlPGFueT4AI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c2VtYXBob3JlX21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmNvcmVfdHlwZTx0Yz4AIwEHGQEAAAACAAAAAAAAACMBDTEBAAAAAAAAAAEAAAABAAAAAAAAAAAAAAAFjx0SAgEFkR0aAgEFkyMBCykBAAAAAQAAAAEAAAAAAAAAAAAAAAWVHSoCAQWXEQECCAWZEQEFEQUBHUICAQWbBZ0dTgIBBZ8DA1YCWgIFoSMBAwkBAAAAHWICZgIFox1qAgEFpRMLAR2XdgIdegIBBacdggIBBakdigIBBasRAUEFrR2aAgEFrwWxHaYCAQWzEQEQAMD/PwW1HbYCAQW3BbkdwgIBBbsBBTNXBb0Fvx3WAgEFwSUPCQAAAAAFwx3mAgEFxQXHBckjDQMRAQAAAAAAAAAddwEd/gIBBcsdBgMBBc0dDgMBBc8F0QXTHR4DAQXVAwdTmVWpPVkF1x0uAwEF2QXbHToDAQXdHUIDAQXfIwEJIQEAAAABAAAAAwAAAAAAAAARBQUDB1NSA1WpPVkBBTNbHVoDAQXhAwd3Sy9iAz2xIwEJIQEAAAABAAAAAgAAAAAAAAAF4x1uAwEF5REB+j8F5x1+AwEF6QXrHYoDAQXtEQEJBe8dmgMBBfEF8x2mAwEF9SMBBxkBAAAAAwAAAAAAAAAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+ACN2ZWN0b3Iua2luZDxhZGQ+AAECAicFAgQCBAEDJwUCBAIECycFAgQFCwsBAgQnAwIECycFAgQJCxf5AwVDRxf5AUPzJwUCBAIICycHBQIEAgQBF/UFAkACBAEtF/cFAgQJCy0X9wcJAgQCBAF/JwUCBAIEORf1BQUCBAEtF/cHBQUCBAF/F/cFBQIEAS0nBQIECQEX9QUhAggBLRf3BQIEAggLLRf9AwIIAUcX+QMJQ0cX9QUFAggBLRf1AwIIAUcBCQcnBQIECTcFFwErGy0dGx0fHy8xAQUDAQUBAScFAgQCCDkhdHB1LmRtYV9zZW1hcGhvcmUABDYgBQERAbUHAwERGREBuwcDtgJmBRcBASsBGwEtAR0BGwEdAR8BHwEvATEBAwOLBQMBBwcJNQMTBRUXCQYJAxUDGQMDCQUDAQcHCTcDMwcDAR0JBgkDNQMfLQUJcQchExsDA5EFAwEHBwc1AxMFFSMJBgcDFQMlAwMHBQMBBwcHNwMzBwMBKQkGBwM1AysvBQdzByctEwMDAwUDAQMDAwUDAQMDAx8DAR0HAzkDAQUxMwMDAzEDAR8UAwcxNTcFAyVPAwEDMwYPAwUDtgI1Bg8DAQUTugIDA0MFAwEDA0N5AwE3BnsDAQXCAr4COQZ9AwEFxgLKAgMDKScDAScGKQMBBbYC0gIDAysnAwEpBisDAQW2AtoCBwcJNQMTBRUvCQYJAxUD4gIDAwkFAwEHBwlnAyUJD9YC3gLqAgkGCQMnA+4CAwMJBQMBBwcJNwMjBwXOAvYCLQUJcQf6AvIC5gIrAAMDAwMfAwEDAwMFAwEDAwMFAwEDAwMfAwEdBwM5AwEFPT8DAwMxAwEfFAMHPUFDBQMbOwMBAwMDKScDAScGKQMBBbYCugIDAysnAwEpBisDAQW2AsICBwcHNQMTBRU7CQYHAxUDygIDAwcFAwEHBwdnAyUJD74CxgLSAgkGBwMnA9YCAwMHBQMBAwMHBQMBBwcHNwMjBwXeAuICLwUHcwfOAuYC2gIrAAMDAwMfAwEDAw8LAwUDAw8LAwURBg8DFwcHR0kVBhUDQQNLFwYVAxcDTQMDDwsDBQMDDwsDBREGDwMRBwlRU0UDXgJSAgMpAwNyAnUDCwUGHQMRA1kDAxcLAwUDAxcLAwUDAxcLAwURBhcDGQkPXV9hCwYXAwMDYwMDO00DAQUGOwMDA2c7Bzs5AwMFZWkPBiEDBwNrAwMRTwMBBQYRAwMDbyEGEQMDBWVxDwYhAwcDcw0HGVEDBwNLDQcZXQMHA0sTByMbAwcFbXcDAyVfAw8jByVhAw8Fe30LBh0DCQN/AwM/dQMLBQY/AwkDgyUHPxsDCQWFgRMHIxsDBwV1eQMDJV8DDyMHJWEDDwWJiwsGHQMJA40lB58bAwkFh48DA6EFAwEFBmMDKQOTPQdjpQM7BVeVCwYdAwkDkQUGHQMRA5k/BqcDEQeXm1sNBxkiAwMJA1UFBiMDFwOfEwcjGwMXBU+hDQcZXQMHA6MVBhUDIQOlFwYVAwcDpw8GIQMDA6kDAxFPAwEFBhEDAwOtIQYRAwMFq68NBxlRAwcDoxUGFQMhA7MXBhUDBwO1DwYhAwMDtwMDQU0DAQUGQQMDA7tBBkEDAwW5vUMGqwMDBbG/AwMNCwMFAwMNCwMFAwMNCwMFEQYNAxkJEcPFxwsGDQMDA8kLBg0DGQPBMQUNrwvNEcPFxwMDF7MDBQMDFwsDBQMDFwsDBREGFwMZCQ/P0dMLBhcDAwPVAwM7TQMBBQY7AwMD2TsHOzkDAwXX2w8GIQMHA90DAxFPAwEFBhEDAwPhIQYRAwMF1+MPBiEDBwPlDQcZUQMHA0sNBxldAwcDSxMHIxsDBwXf6QMDJV8DDyMHJWEDDwXt7wsGHQMJA/EDAz91AwsFBj8DCQP1JQc/GwMJBffzEwcjGwMHBefrAwMlXwMPIwclYQMPBfv9CwYdAwkD/yUHnxsDCQX5AgIDA6ExAwEFBmMDKQMKAj0HY6UDOwVXDgILBh0DCQMGAgUGHQMRAxYCPwanAxEHEgIaAp0NBxlOAwMJA1UFBiMDFwMiAhMHIxsDFwVPJgINBxldAwcDKgIVBhUDIQMuAhcGFQMHAzICDwYhAwMDNgIDAxFPAwEFBhEDAwM+AiEGEQMDBToCQgINBxlRAwcDKgIVBhUDIQNKAhcGFQMHA04CDwYhAwMDUgIDA0FNAwEFBkEDAwNaAkEGQQMDBVYCXgJDBqsDAwVGAmICAwMNswMFAwMNCwMFAwMNCwMFEQYNAxkJEWoCbgJyAgsGDQMDA3YCCwYNAxkDZgIxBQ2vC34CEWoCbgJyAgMDZQsDBQMDZQsDBREGZQMRBw2CAoYCMQVlXgMJHgINggKGAgMDAwUDAQMDAx8DAR0HAzkDAQWOApICAwMDMQMBHxQDB44ClgKaAgUDJ1MDAQMzBg8DBQO2AjUGDwMBBRO6AgMDQwUDAQMDQ3kDATcGewMBBcICvgI5Bn0DAQXGAsoCAwMpJwMBJwYpAwEFtgLSAgMDKycDASkGKwMBBbYC2gIDA4sxAwEHBwk1AxMFFeICCQYJAxUD5gIDAwkFAwEHBwk3AyMHC84C7gIDAwkFAwEHBwlnAyUJEdYC3gL2AgkGCQMnA/oCLQUJcQf+AvIC6gIrAAMDAwMfAwEDAwMFAwEDAwMfAwEdBwM5AwEFogKmAgMDAzEDAR8UAweiAqoCrgIFAydTAwEDMwYPAwUDtgI1Bg8DAQUTugIDA0MFAwEDA0N5AwE3BnsDAQXCAr4COQZ9AwEFxgLKAgMDKScDAScGKQMBBbYC0gIDAysnAwEpBisDAQW2AtoCAwORMQMBBwcHNQMTBRXiAgkGBwMVA+YCAwMHBQMBBwcHNwMjBwvOAu4CAwMHBQMBBwcHZwMlCRHWAt4C9gIJBgcDJwP6Ai8FB3MH6gL+AvICKwADAwMDHwMBGwABGREB4wcDBw8DAQEDAwEFAwEDAwEFAwEbBAEFAQMZEQHlBwMHDwMBAQMDAQUDAQMDAQUDARsEAQUBAxkRAecHAwcPAwEBAwMBBQMBAwMBBQMBGwQBBQEDBgMBBQEAAhn3CQsJCxELEQsJCxULDQkpKyUVFQ0HER8LLRkRCxMZDwkLVS0XGQlFIxUNF1UtER0LDSUTEykVHR0tIyEjKS0NCQslCxUhFxkZGQkdJQ0REx0RKQ0TFRkbFxcZGRkjIx0hFRkZFy8XERcZFRcbFxkZOyUnIyMfDw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aAB2ZWN0b3IAbW9kdWxlAGFyaXRoLmNvbnN0YW50AHZlY3Rvci5icm9hZGNhc3QAdHB1Lm1lbXJlZl9zbGljZQB0cHUubWVtcmVmX3NxdWVlemUAdmVjdG9yLnNoYXBlX2Nhc3QAdmVjdG9yLmV4dHJhY3Rfc3RyaWRlZF9zbGljZQB0cHUuYml0Y2FzdAB2ZWN0b3IubG9hZABhcml0aC5tdWxmAGFyaXRoLnRydW5jZgBhcml0aC5leHRmAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5hZGRpAHNjZi5mb3IAYXJpdGguYW5kaQB2ZWN0b3IubXVsdGlfcmVkdWN0aW9uAGFyaXRoLmFkZGYAYXJpdGgucmVtc2kAYXJpdGguZGl2c2kAc2NmLnlpZWxkAHRwdS5lbnF1ZXVlX2RtYQB0cHUud2FpdF9kbWEyAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGguaW5kZXhfY2FzdABtZW1yZWYubG9hZABhcml0aC5tYXhzaQBhcml0aC5taW5zaQBhcml0aC5zaGxpAGFyaXRoLmNtcGkAYXJpdGguc2VsZWN0AGFyaXRoLnNocnVpAGFyaXRoLm9yaQB0cHUuaW90YQB2YWx1ZQBvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBvZmZzZXRzAHNpemVzAHRyYW5zZm9ybV9pbmRpY2VzAHdpbmRvd19ib3VuZHMAYWRkAHRyYW5zZm9ybV8yAHRyYW5zZm9ybV8zAHRyYW5zZm9ybV81AGRtYV9zdGFydDoAc3RyaWN0X29yZGVyaW5nAGRtYV93YWl0OgBnZXQ6AGJyb2FkY2FzdF9pbl9kaW06AGFkZDoAZXE6AHN3YXA6AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fY29tYmluZV9ncmFkAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBkbWFfc3RhcnQAZG1hX3N0YXJ0L2RtYV9zdGFydABwcmlvcml0eQBkbWFfd2FpdABkbWFfd2FpdC9kbWFfd2FpdABzY2FuOgBzY2FuAG92ZXJmbG93RmxhZ3MAZ2V0L2dldABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYnJvYWRjYXN0X2luX2RpbQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0AZ2V0AHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZDoAYW5kAHNsaWNlOgBzbGljZS9zbGljZQBmYXN0bWF0aABtdWw6AG11bC9tdWwAcmVkdWNlX3N1bToAcmVkdWNlX3N1bS9yZWR1Y2Vfc3VtAGtpbmQAcmVkdWN0aW9uX2RpbXMAYWRkL2FkZABlcQBlcS9lcQBwcmVkaWNhdGUAc2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAHNoaWZ0X3JpZ2h0X2xvZ2ljYWw6AHNoaWZ0X3JpZ2h0X2xvZ2ljYWwAb3I6AG9yL29yAHN3YXAAc3dhcC9zd2FwAGppdDoAaml0AG1heDoAbWF4L21heABtaW46AG1pbi9taW4AcmVtOgByZW0AZGl2OgBkaXYA\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:3162112,\0A\22flops\22:1572864,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine_grad", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<8x256xi32>, tensor<2048x128xui32>, tensor<1024x256xf32>, tensor<1024x2xf32>) -> (tensor<2048x128xui32>, tensor<1024x2xf32>)
  %2 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2048x128xui32>
  %3 = stablehlo.and %1#0, %2 : tensor<2048x128xui32>
  %4 = stablehlo.convert %3 : (tensor<2048x128xui32>) -> tensor<2048x128xui16>
  %5 = stablehlo.bitcast_convert %4 : (tensor<2048x128xui16>) -> tensor<2048x128xbf16>
  %6 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2048x128xui32>
  %7 = stablehlo.shift_right_logical %1#0, %6 : tensor<2048x128xui32>
  %8 = stablehlo.convert %7 : (tensor<2048x128xui32>) -> tensor<2048x128xui16>
  %9 = stablehlo.bitcast_convert %8 : (tensor<2048x128xui16>) -> tensor<2048x128xbf16>
  %10 = stablehlo.concatenate %5, %9, dim = 1 : (tensor<2048x128xbf16>, tensor<2048x128xbf16>) -> tensor<2048x256xbf16>
  %11 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %12 = stablehlo.maximum %arg6, %11 : tensor<8xi32>
  %13 = call @namtrain_gmm_small_routed_down_combine_grad__cumsum(%12) : (tensor<8xi32>) -> tensor<8xi32>
  %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %15 = stablehlo.minimum %13, %14 : tensor<8xi32>
  %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %17 = stablehlo.slice %15 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
  %18 = stablehlo.concatenate %16, %17, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
  %19 = stablehlo.slice %15 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
  %20 = stablehlo.reshape %19 : (tensor<1xi32>) -> tensor<i32>
  %21 = stablehlo.compare GT, %15, %18, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %22 = call @namtrain_gmm_small_routed_down_combine_grad__floor_divide(%18, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %24 = stablehlo.minimum %22, %23 : tensor<8xi32>
  %25 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %26 = stablehlo.subtract %15, %25 : tensor<8xi32>
  %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %28 = stablehlo.maximum %26, %27 : tensor<8xi32>
  %29 = call @namtrain_gmm_small_routed_down_combine_grad__floor_divide(%28, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %30 = stablehlo.subtract %29, %24 : tensor<8xi32>
  %31 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %32 = stablehlo.add %30, %31 : tensor<8xi32>
  %33 = call @namtrain_gmm_small_routed_down_combine_grad___where_1(%21, %32, %c_5) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %34 = stablehlo.add %20, %c_3 : tensor<i32>
  %35 = stablehlo.subtract %34, %c_1 : tensor<i32>
  %36 = call @namtrain_gmm_small_routed_down_combine_grad__floor_divide_2(%35, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %37 = stablehlo.subtract %c_0, %36 : tensor<i32>
  %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %39 = stablehlo.concatenate %33, %38, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %40 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %41 = stablehlo.concatenate %24, %40, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %42 = call @namtrain_gmm_small_routed_down_combine_grad__cumsum_4(%39) : (tensor<9xi32>) -> tensor<9xi32>
  %43 = stablehlo.slice %42 [8:9] : (tensor<9xi32>) -> tensor<1xi32>
  %44 = stablehlo.reshape %43 : (tensor<1xi32>) -> tensor<i32>
  %45 = stablehlo.iota dim = 0 : tensor<15xi32>
  %46 = stablehlo.subtract %44, %c_1 : tensor<i32>
  %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %48 = stablehlo.minimum %45, %47 : tensor<15xi32>
  %49 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<9xi32>) -> tensor<1x9xi32>
  %50 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x9xi32>) -> tensor<15x9xi32>
  %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<15x1xi32>) -> tensor<15x9xi32>
  %53 = stablehlo.compare LE, %51, %52, SIGNED : (tensor<15x9xi32>, tensor<15x9xi32>) -> tensor<15x9xi1>
  %54 = stablehlo.convert %53 : (tensor<15x9xi1>) -> tensor<15x9xi32>
  %55 = stablehlo.reduce(%54 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<15x9xi32>, tensor<i32>) -> tensor<15xi32>
  %56 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %57 = stablehlo.compare LT, %55, %56, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %58 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %59 = stablehlo.add %55, %58 : tensor<15xi32>
  %60 = stablehlo.select %57, %59, %55 : tensor<15xi1>, tensor<15xi32>
  %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %62 = "stablehlo.gather"(%41, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %63 = stablehlo.add %62, %48 : tensor<15xi32>
  %64 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %65 = stablehlo.compare LT, %55, %64, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %66 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %67 = stablehlo.add %55, %66 : tensor<15xi32>
  %68 = stablehlo.select %65, %67, %55 : tensor<15xi1>, tensor<15xi32>
  %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %70 = "stablehlo.gather"(%42, %69) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %71 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %72 = stablehlo.compare LT, %55, %71, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %73 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %74 = stablehlo.add %55, %73 : tensor<15xi32>
  %75 = stablehlo.select %72, %74, %55 : tensor<15xi1>, tensor<15xi32>
  %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %77 = "stablehlo.gather"(%39, %76) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %78 = stablehlo.subtract %70, %77 : tensor<15xi32>
  %79 = stablehlo.subtract %63, %78 : tensor<15xi32>
  %80 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %81 = stablehlo.concatenate %18, %80, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %82 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %83 = stablehlo.concatenate %15, %82, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %84 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %85 = stablehlo.custom_call @tpu_custom_call(%55, %79, %81, %83, %84, %10, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFJCQEDBQcBAwkDNQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9A34D4gIvAfUHDxMPExcLDw8TDwsLCw8PE2WFCwsPDxMPExc3Dw8PCwsLCwsPCwsPExcXFxMLFxMLD0sLFwulC3MLCwsLCxcbC1MbC3MbC1MbGwsbDwsPEw8LDwsPDwsPDwsLDwsLDwsPCw8PCwsPCwsPCwsPCxMPDw8LEw8LDwsLCwULYWGRjU0HBVlZAW0TCxcLEwsXCxMLFxMLEwsbCyMXCxMLCxMLCxMLEw8TCwsTCwsLUwsTFx8LEwszCwsLGwsTEwsFAyoCAS8PBwsbGx8PGwcHHx8fJysnJz83Ox8jHwJKEh8dR5kDAw2pHdfZAwMNnR2GAooCBT8dR6sdS7EDAxuvHdHTBUEFQwVFHbu9HcvNAwMbPWFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFRwVJHbW3HU3BAwMbxR1NxwMD8f8dXgJiAgMHkgI5lgKaAp4CogIRBQARDRURDQUFSwVNBU8NJQVRHaOlBVMFVR3r7R3zBgIdNgI6Ah1qAm4CAwMNegIdW34CBVcdrgKyAgMDYWMFWRENLQMRZ2kXa29xczt1PRl3ef17fQVbAQf7+fkNI2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABV0jDQcxAQAAAAAAAAAPAAAAAAAAAAEAAAAAAAAABV8FYQVjBWUFZwEHf4WLAwUngSmDCT8jDQUhAAEAAAAAAAAAAQAAAAAAAAMFJ4cpiQlBIw0HMQEAAAAAAAAAwAAAAAAAAAAAAQAAAAAAAAMFJ40pjwlDIw0FIQABAAAAAAAAwAAAAAAAAAADBRdFGT8DBReVGUENJwMFF0UZQx2bAQVpEQEBAwMNoREBHQVrHacBBW0RAwEdrQEFbxENCR2zAQVxBXMduQEFdQV3Hb8BBXkdwwEFexENAR3JAQV9BX8dzwEFgQWDHdUBBYUFhx3bAQWJAwMN3xEBIR1L4x3lAQWLAwMN6REBBQWNHe8BBY8FkQWTI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmNvcmVfdHlwZTx0Yz4AI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgAdCgIBBZUdEgIWAgWXHRoCAQWZHSICJgIFmx0qAgEFnQMDDTICEQECCAWfHT4CAQWhAwNGAkoCBaMjAQMJAAAAAB1SAlYCBaUdWgIBBacFqR1mAgEFqwWtHXICAQWvAwMbOxMTAR2CAgEFsQWzHY4CAQW1BbcFuSMBCSEBAAAAAQAAAAIAAAAAAAAABbsjAQEBAwMNqgIlCwkAAAAABb0dtgIBBb8DB74C3gLCAjnGAjkFwQXDBcUDA84CAgIFxx1b1gId2gIBBckjdHB1LmRvdF9kaW1lbnNpb25fbnVtYmVyczxbMV0sIFsxXSwgWzBdLCBbMF0sIFswLCAwLCAxLCAwXSwgW10sIFtdPgABAgIDAQkX9wM9ASMX9wMlASMnBQIIAgYTAQIEF/cDBQEjBwsnBQIIAgYBJwUCCAIGBScFAggCBhEX9QUCCAIIESUX9QcFAgYCCBFtF/UFAggCBhElF/UFAggCBhMlBRkBAQEHBwkJDxsdHyEBBREBAQEHBwkJDwUBAQURAQEBBwcJCQ8HAQEBJwUCCAIIEScHBQIGAggRJwUCBgIIEQQqEAUBEQFfBwMBERERAWUHA0dvGQEBAQEBAQcBBwEJAQkBDwEbAR0BHwEhAQMDDwUDAwcGDwMBBQ8ZBQcREwMFBQMbCQYDAwMDAwcGAwMBBQcfAwMtCQMBBQcxLwMFBQUjFwYfAwUFHSUZBhUDAQMnAwMHCQMBBQcHIQMFBSkrGxQHAy0JAwsdAwPSAlcDEw8GWQMLA0cDAwsFAwMDAwsFAwMLBgsDCwcXS00dBQs3CUkXS00NAAcDAQUNAAcDA+HdAwEFBxETAwUFIS8XBh8DBQUdMRkGFQMBAzMDAwcJAwEFBwchAwUFNTcbFAcDOQkDI00DAwMFAwMDAwMFAwMLBgMDCwcXR0kDAwMFAwMDAwMFAwMLBgMDKQcRTU8DAwMFAwMDAwMFAwMDAwMFAwMLBgMDKwkTU1VXMQYDAy0DWQMDXaYCAwszB126AgMLB1FbXTUHNcoCAwsFS18DAwsFAwMDAwsFAwMLBgsDCwcXY2UdBQs3CWEXY2UNAAcDAQUNAAcDAy0JAwEFBzEvAwUFBTsXBh8DBQUdPRkGFQMBAz8DAwcJAwEFBwchAwUFQUMbFAcDRQkDV7UDAy0JAwEFBzEvAwUFA0cDA0/nAwEhB08zAwEFA0sDA1EJAwEjBlEDAQVNTwkGAwMDA1EHBgMDAQUJUwkGAwMDAwMHBgMDAQUJVwUHDgIhAwUFVVklBh4CAwUFSVsJBgMDAwMDBwYDAwEFCV8DA1MuAgMBJwdTMwMBBWFjKQNOAkICAxUPBjUDFQNlKwc1MwMVBWlnCQYDAwMDIQcGAwMBBQttDwZVAxUDbwUHVXYCAxcFa3EJBgMDAwMhBwYDAwEFDXUPBhEDFQN3BQcREwMXBWt5FwYfAxcFc3sDAwMFAwMDAwMFAwMLBgMDGQcVf4EtBhUDCwODAwMrVwMTDwZZAwsDhxUGHQMLB12JhQMDAwUDAwMDAwUDAwsGAwMLBxeNjxUGHQMLB32Riy8GFQMZA5MDAwsFAwMDAwsFAwMLBgsDGQcVl5kdBQs3CZUVl5kNAAcDAQUNAAcTAAEREQGRBwMhJxEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQkRAwMPBQMDBwYPAwEFDxUFBxETAwUFAxcDAysJAwEVBh0DAQcZBRsDAwEJAwETBAEFEx0REQGTBwMlLxEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQcRAwNJnwMBHwZJAwEFExUDAw8FAwMHBg8DAQUPGQUHERMDBQUDGwMDKwkDARUGHQMBBx0FHwMDAQkDARMEAQcXASEREQGXBwMXExEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQkRAwMBCQMBEwQBBRMBBgMBBQEAqhLLIxMdHSUxGxEpCRUNRQ0JEQsVDRcJCw0JDQkJCx0JCwcLDVUtEQsNByUVCQsNCQkLER0dGyMhIyktJQkJCxkZGR0lFRMdDRcXJRsXFxMXFRkXGSMPGRcbGRUjFRkjGRcfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudABhcml0aC5jbXBpAG1lbXJlZi5sb2FkAGFyaXRoLmluZGV4X2Nhc3QAdmVjdG9yLmxvYWQAc2NmLnlpZWxkAHZlY3Rvci5icm9hZGNhc3QAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLnNlbGVjdABhcml0aC5hbmRpAGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLm1pbnNpAGFyaXRoLnN1YmkAYXJpdGgubWF4c2kAYXJpdGgub3JpAGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguYWRkaQBhcml0aC5leHRmAGFyaXRoLnRydW5jZgB2ZWN0b3Iuc2hhcGVfY2FzdAB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBwcmVkaWNhdGUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwB0cmFuc2Zvcm1fMAB0cmFuc2Zvcm1fMQB0cmFuc2Zvcm1fMgBnZXQ6AGx0OgBlcToAYnJvYWRjYXN0X2luX2RpbToAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9nbW0AdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGdldC9nZXQAbWluOgBtaW4AZ2V0AGx0L2x0AGppdDoAaml0AHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBlcQBlcS9lcQBhbmQ6AGFuZC9hbmQAY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAbHQAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXg6AG1heABuZToAbmUvbmUAb3I6AG9yL29yAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZDoAYWRkL2FkZABnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHN3YXA6AHN3YXAvc3dhcABhZGQAb3BlcmFuZFNlZ21lbnRTaXplcwBzdHJpZGVzAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAYnJvYWRjYXN0X2luX2RpbQA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:2621440,\0A\22flops\22:377487360,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<15xi32>, tensor<15xi32>, tensor<9xi32>, tensor<9xi32>, tensor<1xi32>, tensor<2048x256xbf16>, tensor<8x192x256xbf16>) -> tensor<2048x192xbf16>
  %86 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %87 = stablehlo.maximum %arg6, %86 : tensor<8xi32>
  %88 = call @namtrain_gmm_small_routed_down_combine_grad__cumsum(%87) : (tensor<8xi32>) -> tensor<8xi32>
  %89 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %90 = stablehlo.minimum %88, %89 : tensor<8xi32>
  %91 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %92 = stablehlo.slice %90 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
  %93 = stablehlo.concatenate %91, %92, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
  %94 = stablehlo.slice %90 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
  %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
  %96 = stablehlo.compare GT, %90, %93, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %97 = call @namtrain_gmm_small_routed_down_combine_grad__floor_divide(%93, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %98 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %99 = stablehlo.minimum %97, %98 : tensor<8xi32>
  %100 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %101 = stablehlo.subtract %90, %100 : tensor<8xi32>
  %102 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %103 = stablehlo.maximum %101, %102 : tensor<8xi32>
  %104 = call @namtrain_gmm_small_routed_down_combine_grad__floor_divide(%103, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %105 = stablehlo.subtract %104, %99 : tensor<8xi32>
  %106 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %107 = stablehlo.add %105, %106 : tensor<8xi32>
  %108 = call @namtrain_gmm_small_routed_down_combine_grad___where_1(%96, %107, %c_1) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %109 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %110 = stablehlo.concatenate %108, %109, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %111 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %112 = stablehlo.concatenate %99, %111, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %113 = call @namtrain_gmm_small_routed_down_combine_grad__cumsum_4(%110) : (tensor<9xi32>) -> tensor<9xi32>
  %114 = stablehlo.slice %113 [8:9] : (tensor<9xi32>) -> tensor<1xi32>
  %115 = stablehlo.reshape %114 : (tensor<1xi32>) -> tensor<i32>
  %116 = stablehlo.iota dim = 0 : tensor<15xi32>
  %117 = stablehlo.subtract %115, %c_1 : tensor<i32>
  %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %119 = stablehlo.minimum %116, %118 : tensor<15xi32>
  %120 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<9xi32>) -> tensor<1x9xi32>
  %121 = stablehlo.broadcast_in_dim %119, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<1x9xi32>) -> tensor<15x9xi32>
  %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<15x1xi32>) -> tensor<15x9xi32>
  %124 = stablehlo.compare LE, %122, %123, SIGNED : (tensor<15x9xi32>, tensor<15x9xi32>) -> tensor<15x9xi1>
  %125 = stablehlo.convert %124 : (tensor<15x9xi1>) -> tensor<15x9xi32>
  %126 = stablehlo.reduce(%125 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<15x9xi32>, tensor<i32>) -> tensor<15xi32>
  %127 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %128 = stablehlo.compare LT, %126, %127, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %129 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %130 = stablehlo.add %126, %129 : tensor<15xi32>
  %131 = stablehlo.select %128, %130, %126 : tensor<15xi1>, tensor<15xi32>
  %132 = stablehlo.broadcast_in_dim %131, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %133 = "stablehlo.gather"(%112, %132) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %134 = stablehlo.add %133, %119 : tensor<15xi32>
  %135 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %136 = stablehlo.compare LT, %126, %135, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %137 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %138 = stablehlo.add %126, %137 : tensor<15xi32>
  %139 = stablehlo.select %136, %138, %126 : tensor<15xi1>, tensor<15xi32>
  %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %141 = "stablehlo.gather"(%113, %140) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %142 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %143 = stablehlo.compare LT, %126, %142, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %144 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %145 = stablehlo.add %126, %144 : tensor<15xi32>
  %146 = stablehlo.select %143, %145, %126 : tensor<15xi1>, tensor<15xi32>
  %147 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %148 = "stablehlo.gather"(%110, %147) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %149 = stablehlo.subtract %141, %148 : tensor<15xi32>
  %150 = stablehlo.subtract %134, %149 : tensor<15xi32>
  %151 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %152 = stablehlo.concatenate %93, %151, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %153 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %154 = stablehlo.concatenate %90, %153, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %155 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %156 = stablehlo.custom_call @tpu_custom_call(%126, %150, %152, %154, %155, %arg4, %10) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFHCQEDBQcBAwkDMwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTsDkgPuAjMB9QcPExcXEwsTCw8TFxMLCw8PFw8XF2WFCwsTEwsTEw8PCwsLCwsLEw8PDw8PCw8LCxMXGxcTFwsXFycTCw9LCxcLpQtzCwsLCwsXGwtTGwtTGwtzGxsbCw8LDw8PCw8LDwsPDwsPDwsPCw8LCwsPCwsPCwsPCw8TDwsTBQthYY2RTQcFWVkBcwsLEwsLEwsLEwsXDxcLEwsLEwsnUxMLEwsLIwsTCxMLCxMLDxMLEwsLEwsXHwsTCzMLCwsbC1MXDwUDKgIBMw8HCxsbDwcfGx8fBx8fHx8nJysnHyM/NzsCHhMfHUmvAwMNtR0iAiYCHUYCSgIDAw2zBT0DA9f/BT8dvb8DAxE/HQoCDgIdWX4CBUEFQx1Jtx3R0x0WAhoCEQUAHV4CYgIdhgKKAmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFRQVHAwMRuwMDDc8FSR1tlgIdbZ4CEQsVEQsFBUsFTQVPDS8FUQVTAwMRyR1Lyx3Z2x3f4R3l5x1Z6wVVHfHzBVcFWSMBAQEDAw1aAgMDagJuAh1yAnYCAwMRPQMDDZICBVsdpgKqAh26Ar4CAwc3JV3eAl9hAwN3eQVdEQstAxF9fxuBhYeJPYs/HY2P/ZGTBV8BB/n5+w0tYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFYSMLBzEBAAAAAAAAAAEAAAAAAAAADwAAAAAAAAAFYwVlBWcFaQVrAQeVm6EDBS+XMZkJQSMLBSEAAQAAAAAAAMAAAAAAAAAAAwUvnTGfCUMjCwUhAAEAAAAAAAAAAQAAAAAAAAMFL6MxpQlFIwsHMQEAAAAAAAAAwAAAAAAAAAAAAQAAAAAAAAMFG0cdQQMFG0cdQwMFG60dRQ0xHbEBBW0RAQERAwEduQEFbxELCQVxHcEBBXMdS8UdxwEFdRELAR3NAQV3EQEFBXkd1QEFewV9BX8d3QEFgQWDHeMBBYUFhx3pAQWJHTcBAwMN7xEBOQWLHQYCASN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5jb3JlX3R5cGU8dGM+ACNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4ABY0Fjx0SAgEFkQWTHR4CAQWVBZcdKgIBBZkDAxEyAhELER06Aj4CBZsdQgIBBZ0Fnx1OAgEFoQMHNyVdVgJfYSMBCSEBAAAAAQAAAAMAAAAAAAAAEQECCAWjHWYCAQWlBacjAQMJAAAAAAWpHXoCAQWrHYICAQWtBa8djgIBBbETDQEdmgIBBbMdogIBBbUFtx2uAgEFuQMDDbYCJQ8JAAAAAAW7HcICAQW9AwfKAuoCzgIl0gIlBb8FwQXDAwPaAgICBcUjAQkhAQAAAAEAAAACAAAAAAAAAAMDDeYCExcBI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzBdLCBbMF0sIFsxXSwgWzFdLCBbMCwgMSwgMSwgMV0sIFtdLCBbXT4AAQICAwEJF/cDPQErF/cDJQErAQIEBycFAgYCCBcX9wMFASsnBQIIAgYBJwUCCAIIAQsnBQIIAgYNJwUCCAIGBScFAggCCA0nBQIIAggFF/UFAggCBg0tF/UFAggCCA0tF/UHBQIGAggNgxf1BQIGAggXLScFAgYCCA0nBwUCBgIIDQUZAQEBBwcJCREhIyUnAQURAQEBBwcJCREFAQEFEQEBAQcHCQkRBwEBAQTKEAUBEQF1BwMBERMRAXsHA3PHGQEBAQEBAQcBBwEJAQkBEQEhASMBJQEnAQMDHwUDAwcGHwMBBQ8ZBQcTMwMFBQUbCQYDAwMDBQcGAwMBBQcfAwPDCwMBBQdPTQMFBQUjAwMhNQMBHwchDwMBBQUnAwNRCwMBKwZRAwEFKSsJBgMDAwMtBwYDAwEFBy8FB1MVAwUFMSEhBlUDBQUlMwMDHwUDAwcGHwMBBQ83AwMhNQMBHwchDwMBBTk7BQdPTQMFBQU9AwNXNQMBFwdXDwMBBQVBAwNb7QMBLQZbAwEFQ0UJBgMDAwNHBwYDAwEFB0kFB1MVAwUFSyEhBlUDBQU/TQkGAwMDAyEHBgMDAQULUQkGAwMDAyEHBgMDAQUNVREGFwMFBR01GQYjAwEDWQMDBwsDAQUHBxUDBQVbXRsUBwNfCQMLHQMDOeICAxcLBjsDDwNzAwMJBQMDAwMJBQMDDQYJAw8HF3d5HQUJcwl1F3d5DwAHAwEFDwAHBQc2Ai4CAwUFV1MRBhcDBQUdYRkGIwMBA2MDAwcLAwEFBwcVAwUFZWcbFAcDaQkDW70DAwMFAwMDAwMFAwMNBgMDDwcXc3UDAwMFAwMDAwMFAwMNBgMDGQcReXsJBgMDAwMFBwYDAwEFCX8DAydjAwElBycPAwEFgYMnA2dlAxMLBhkDEwOFFwcZDwMTBYmHCwYpAxMDUwUHKWkDGwWLjQsGEwMTA1cFBxMzAxsFi5ERBhcDGwWPkwMDOWsDDQsGOwMZA5cpBm8DGQeVfZkDAwMFAwMDAwMFAwMNBgMDHQcTnZ8JBgMDAwMFBwYDAwEFCaMDAydjAwElBycPAwEFpacnA2dlAxULBhkDFQOpFwcZDwMVBa2rCwYpAxUDUwUHKWkDHwWvsQsGEwMVA1cFBxMzAx8Fr7URBhcDHwWztwMDOWsDDQsGOwMdA7spBm8DHQe5ob0DA3GyAgMPMQdxxgIDDwebv8EzBxnWAgMPBXfDAwMJBQMDAwMJBQMDDQYJAw8HF8fJHQUJcwnFF8fJDwAHAwEFDwAHEQYXAwUFHU8ZBiMDAQNrAwMHCwMBBQcHFQMFBW1vGxQHA3EJAxUxAwMDBQMDAwMDBQMDDQYDAw8HF3N1LwYjAykDdwMDCQUDAwMDCQUDAwMDCQUDAw0GCQMrCRV7fX8jBgkDKQOBIwYJAysDeR0FCVICC4UVe31/DwAHAwEFDwAHFQABExEBpwcDFxMRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwUHBgMDAQUJEQMDAQsDARUEAQUTARMRAakHAxcTEQEBAQEBAQcBBwEJAQkBEQEJBgMDAwMFBwYDAwEFCREDAwELAwEVBAEFEwMTEQGrBwMXExEBAQEBAQEHAQcBCQEJAREBCQYDAwMDBQcGAwMBBQcRAwMBCwMBFQQBBxMBAwYDAQUBAHISxxMdHSUxGyUVRSMNCREVDRcJCxUNDQkLDVUtEQsJCw0JDQkJCx0JCw0HDQkJER0dHSMhIyktJREpCwkLGRkZCR0lEx0VDRcXGxkZGxMXJRUXIw8ZFxkVFxUZIyMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IuYnJvYWRjYXN0AHZlY3Rvci5sb2FkAHNjZi55aWVsZABhcml0aC5hbmRpAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5hZGRpAGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLnN1YmkAYXJpdGgub3JpAHZlY3Rvci5zaGFwZV9jYXN0AGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguc2VsZWN0AGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAGFyaXRoLnRydW5jZgB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAcHJlZGljYXRlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBhZGQAdHJhbnNmb3JtXzAAdHJhbnNmb3JtXzEAdHJhbnNmb3JtXzIAZ2V0OgBlcToAYWRkOgBvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAYnJvYWRjYXN0X2luX2RpbToAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl90Z21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AGdldABsdDoAbHQvbHQAZXEAZXEvZXEAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXg6AG1heABuZToAbmUvbmUAb3I6AG9yL29yAG1pbjoAbWluAGFuZDoAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABndDoAZ3QvZ3QAc3dhcDoAc3dhcC9zd2FwAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZC9hZGQAZ2U6AGdlL2dlAGJyb2FkY2FzdF9pbl9kaW0AYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBkb3RfZ2VuZXJhbDoAZG90X2dlbmVyYWwvZG90X2dlbmVyYWwAZGltZW5zaW9uX251bWJlcnMAdHJhbnNwb3NlX2xocwB0cmFuc3Bvc2VfcmhzAGZhc3RtYXRoAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:4227072,\0A\22flops\22:377487360,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<15xi32>, tensor<15xi32>, tensor<9xi32>, tensor<9xi32>, tensor<1xi32>, tensor<2048x192xbf16>, tensor<2048x256xbf16>) -> tensor<8x192x256xbf16>
  return %85, %156, %1#1 : tensor<2048x192xbf16>, tensor<8x192x256xbf16>, tensor<1024x2xf32>
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
