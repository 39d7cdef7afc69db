func.func private @namtrain_gmm_nam12_mb16_down_dw(%arg0: tensor<262144x512xbf16>, %arg1: tensor<262144x768xbf16>, %arg2: tensor<32xi32>) -> (tensor<32x512x768xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<33> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<511> : tensor<i32>
  %c_2 = stablehlo.constant dense<512> : tensor<i32>
  %c_3 = stablehlo.constant dense<262144> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %1 = stablehlo.maximum %arg2, %0 : tensor<32xi32>
  %2 = call @namtrain_gmm_nam12_mb16_down_dw__cumsum(%1) : (tensor<32xi32>) -> tensor<32xi32>
  %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<32xi32>
  %5 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %8 = stablehlo.slice %4 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %11 = call @namtrain_gmm_nam12_mb16_down_dw__floor_divide(%7, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<32xi32>
  %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<32xi32>
  %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<32xi32>
  %18 = call @namtrain_gmm_nam12_mb16_down_dw__floor_divide(%17, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<32xi32>
  %20 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %21 = stablehlo.add %19, %20 : tensor<32xi32>
  %22 = call @namtrain_gmm_nam12_mb16_down_dw___where_1(%10, %21, %c_0) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %24 = stablehlo.concatenate %22, %23, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %26 = stablehlo.concatenate %13, %25, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %27 = call @namtrain_gmm_nam12_mb16_down_dw__cumsum_2(%24) : (tensor<33xi32>) -> tensor<33xi32>
  %28 = stablehlo.slice %27 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
  %30 = stablehlo.iota dim = 0 : tensor<543xi32>
  %31 = stablehlo.subtract %29, %c_0 : tensor<i32>
  %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %33 = stablehlo.minimum %30, %32 : tensor<543xi32>
  %34 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %35 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %38 = stablehlo.compare LE, %36, %37, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %39 = stablehlo.convert %38 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %40 = stablehlo.reduce(%39 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %41 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %43 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %44 = stablehlo.add %40, %43 : tensor<543xi32>
  %45 = stablehlo.select %42, %44, %40 : tensor<543xi1>, tensor<543xi32>
  %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %47 = "stablehlo.gather"(%26, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %48 = stablehlo.add %47, %33 : tensor<543xi32>
  %49 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %50 = stablehlo.compare LT, %40, %49, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %51 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %52 = stablehlo.add %40, %51 : tensor<543xi32>
  %53 = stablehlo.select %50, %52, %40 : tensor<543xi1>, tensor<543xi32>
  %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %55 = "stablehlo.gather"(%27, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %56 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %57 = stablehlo.compare LT, %40, %56, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %58 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %59 = stablehlo.add %40, %58 : tensor<543xi32>
  %60 = stablehlo.select %57, %59, %40 : tensor<543xi1>, tensor<543xi32>
  %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %62 = "stablehlo.gather"(%24, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %63 = stablehlo.subtract %55, %62 : tensor<543xi32>
  %64 = stablehlo.subtract %48, %63 : tensor<543xi32>
  %65 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %66 = stablehlo.concatenate %7, %65, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %67 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %68 = stablehlo.concatenate %4, %67, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %69 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.custom_call @tpu_custom_call(%40, %64, %66, %68, %69, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFHCQEDBQcBAwkDMwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTsDjgPuAjEB9QcPExcXEwsTCw8TFxMLCw8PFw8XF2WFCwsTEwsTEw8PCwsLCwsLEw8PDw8PCw8LCxMXGxcTFwsXFycTCw9LCxcLpQtzCwsLCwsXGwtTGwtTGwtzGxsbCw8LDw8PCw8LDwsPDwsPDwsPCw8LCwsPCwsPCwsPCw8TEwsTBQthYY2RTQcFWVkBcwsLEwsLEwsLEwsXDxcLEwsLEwsnUxMLEwsLIwsTCxMLCxMLDxMLEwsLEwsXHwsTCzMLCwsbC1MXDwUDKgIBMQ8HCx8bDwcfGx8fHwcfHx8nJysnIz83OwIKEx8dSa8DAw21HSICJgIdRgJKAgMDDbMFPQMD1/8FPx29vwMDET8dCgIOAh1ZfgIFQQVDHUm3HdHTHRYCGgIRBQAdXgJiAh2GAooCYWZmaW5lX21hcDwoZDApIC0+IChkMCk+AGFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVFBUcDAxG7AwMNzwVJHW2WAh1tngIRCxURCwUFSwVNBU8NLQVRBVMDAxHJHUvLHdnbHd/hHeXnHVnrBVUd8fMFVwVZIwEBAQMDDVoCAwNqAm4CHXICdgIDAxE9AwMNkgIFWx2mAqoCHboCvgIDBzclXd4CX2EDA3d5BV0RCy0DEX1/G4GFh4k9iz8djY/9kZMFXwEH+fn7DSthZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVhIwsHMQEAAAAAAAAAAQAAAAAAAAAfAgAAAAAAAAVjBWUFZwVpBWsBB5WboQMFL5cxmQlBIwsFIQACAAAAAAAAAAIAAAAAAAADBS+dMZ8JQyMLBSEAAgAAAAAAAAADAAAAAAAAAwUvozGlCUUjCwcxAQAAAAAAAAAAAgAAAAAAAAADAAAAAAAAAwUbRx1BAwUbRx1DAwUbrR1FDS8dsQEFbREBAREDAR25AQVvEQsJBXEdwQEFcx1LxR3HAQV1EQsBHc0BBXcRAQUFeR3VAQV7BX0Ffx3dAQWBBYMd4wEFhQWHHekBBYkdNwEDAw3vEQHyEAWLHQYCASN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5jb3JlX3R5cGU8dGM+ACNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4ABY0Fjx0SAgEFkQWTHR4CAQWVBZcdKgIBBZkDAxEyAhELER06Aj4CBZsdQgIBBZ0Fnx1OAgEFoQMHNyVdVgJfYSMBCSEBAAAAAQAAAAMAAAAAAAAAEQECEAWjHWYCAQWlBacjAQMJAAAAAAWpHXoCAQWrHYICAQWtBa8djgIBBbETDQEdmgIBBbMdogIBBbUFtx2uAgEFuQMDDbYCJQ8JAAAAAAW7HcICAQW9AwfKAuoCzgIl0gIlBb8FwQXDAwPaAgICBcUjAQkhAQAAAAEAAAACAAAAAAAAAAMDDeYCExkBI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzBdLCBbMF0sIFsxXSwgWzFdLCBbMCwgMSwgMSwgMV0sIFtdLCBbXT4AAQICAwEJF/cD+hABKxf3A4UBKwECBAcnBQIQAhgZF/cDBQErJwUCEAIYDScFAhACEAEnBQIQAhgBCycFAhACEA0nBQIQAhAFJwUCEAIYBRf1BQIQAhANLRf1BQIQAhgNLRf1BwUCEAIYDYMX9QUCEAIYGS0nBwUCEAIYDQUZAQEBBwcJCREhIyUnAQURAQEBBwcJCREFAQEFEQEBAQcHCQkRBwEBAQTKEAUBEQF1BwMBERMRAXsHA3PHGQEBAQEBAQcBBwEJAQkBEQEhASMBJQEnAQMDHwUDAwcGHwMBBQ8ZBQcTMwMFBQUbCQYDAwMDBQcGAwMBBQcfAwPDCwMBBQdPTQMFBQUjAwMhNQMBHwchDwMBBQUnAwNRCwMBKwZRAwEFKSsJBgMDAwMtBwYDAwEFBy8FB1MVAwUFMSEhBlUDBQUlMwMDHwUDAwcGHwMBBQ83AwMhNQMBHwchDwMBBTk7BQdPTQMFBQU9AwNXNQMBFwdXDwMBBQVBAwNb7QMBLQZbAwEFQ0UJBgMDAwNHBwYDAwEFB0kFB1MVAwUFSyEhBlUDBQU/TQkGAwMDAyEHBgMDAQULUQkGAwMDAyEHBgMDAQUNVREGFwMFBR01GQYjAwEDWQMDBwsDAQUHBxUDBQVbXRsUBwNfCQMLHQMDOeICAxkLBjsDDwNzAwMJBQMDAwMJBQMDDQYJAw8HF3d5HQUJcwl1F3d5DwAHAwEFDwAHBQc2Ai4CAwUFV1MRBhcDBQUdYRkGIwMBA2MDAwcLAwEFBwcVAwUFZWcbFAcDaQkDW70DAwMFAwMDAwMFAwMNBgMDDwcXc3UDAwMFAwMDAwMFAwMNBgMDGwcReXsJBgMDAwMFBwYDAwEFCX8DAydjAwElBycPAwEFgYMnA2dlAxULBhkDFQOFFwcZDwMVBYmHCwYpAxUDUwUHKWkDHQWLjQsGEwMVA1cFBxMzAx0Fi5ERBhcDHQWPkwMDOWsDDQsGOwMbA5cpBm8DGweVfZkDAwMFAwMDAwMFAwMNBgMDEwcTnZ8JBgMDAwMFBwYDAwEFCaMDAydjAwElBycPAwEFpacnA2dlAxcLBhkDFwOpFwcZDwMXBa2rCwYpAxcDUwUHKWkDHwWvsQsGEwMXA1cFBxMzAx8Fr7URBhcDHwWztwMDOWsDDQsGOwMTA7spBm8DEwe5ob0DA3GyAgMPMQdxxgIDDwebv8EzBxnWAgMPBXfDAwMJBQMDAwMJBQMDDQYJAw8HF8fJHQUJcwnFF8fJDwAHAwEFDwAHEQYXAwUFHU8ZBiMDAQNrAwMHCwMBBQcHFQMFBW1vGxQHA3EJAxUxAwMDBQMDAwMDBQMDDQYDAw8HF3N1LwYjAxMDdwMDCQUDAwMDCQUDAwMDCQUDAw0GCQMpCRV7fX8jBgkDEwOBIwYJAykDeR0FCVICC4UVe31/DwAHAwEFDwAHFQABExEBpwcDFxMRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwUHBgMDAQUJEQMDAQsDARUEAQUTARMRAakHAxcTEQEBAQEBAQcBBwEJAQkBEQEJBgMDAwMFBwYDAwEFCREDAwELAwEVBAEFEwMTEQGrBwMXExEBAQEBAQEHAQcBCQEJAREBCQYDAwMDBQcGAwMBBQcRAwMBCwMBFQQBBxMBAwYDAQUBAHISxxMdHSUxGyUVRSMNCREVDRcJCxUNDQkLDVUtEQsJCw0JDQkJCx0JCw0HDQkJER0dHSMhIyktJREpCwkLGRkZCR0lEx0VDRcXGxkZGxMXJRUXIw8ZFxkVFxUZIyMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IuYnJvYWRjYXN0AHZlY3Rvci5sb2FkAHNjZi55aWVsZABhcml0aC5hbmRpAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5hZGRpAGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLnN1YmkAYXJpdGgub3JpAHZlY3Rvci5zaGFwZV9jYXN0AGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguc2VsZWN0AGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAGFyaXRoLnRydW5jZgB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAcHJlZGljYXRlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBhZGQAdHJhbnNmb3JtXzAAdHJhbnNmb3JtXzEAdHJhbnNmb3JtXzIAZ2V0OgBlcToAYWRkOgBvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAYnJvYWRjYXN0X2luX2RpbToAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl90Z21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AGdldABsdDoAbHQvbHQAZXEAZXEvZXEAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXg6AG1heABuZToAbmUvbmUAb3I6AG9yL29yAG1pbjoAbWluAGFuZDoAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABndDoAZ3QvZ3QAc3dhcDoAc3dhcC9zd2FwAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZC9hZGQAZ2U6AGdlL2dlAGJyb2FkY2FzdF9pbl9kaW0AYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBkb3RfZ2VuZXJhbDoAZG90X2dlbmVyYWwvZG90X2dlbmVyYWwAZGltZW5zaW9uX251bWJlcnMAdHJhbnNwb3NlX2xocwB0cmFuc3Bvc2VfcmhzAGZhc3RtYXRoAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:736886784,\0A\22flops\22:218640678912,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x512xbf16>, tensor<262144x768xbf16>) -> tensor<32x512x768xbf16>
  return %70 : tensor<32x512x768xbf16>
}
func.func private @namtrain_gmm_nam12_mb16_down_dw__cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_down_dw__cumsum_0(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dw__cumsum_0(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  return %1 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dw__floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<32xi32>
  %3 = stablehlo.sign %arg0 : tensor<32xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<32xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %11 = stablehlo.and %6, %10 : tensor<32xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<32xi32>
  %14 = call @namtrain_gmm_nam12_mb16_down_dw___where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
  return %14 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dw___where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dw___where_1(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
  return %2 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dw__cumsum_2(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_down_dw__cumsum_3(%arg0) : (tensor<33xi32>) -> tensor<33xi32>
  return %0 : tensor<33xi32>
}
func.func private @namtrain_gmm_nam12_mb16_down_dw__cumsum_3(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[32, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 33>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<33xi32>, tensor<i32>) -> tensor<33xi32>
  return %1 : tensor<33xi32>
}
