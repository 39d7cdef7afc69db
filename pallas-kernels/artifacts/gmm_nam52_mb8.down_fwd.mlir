func.func private @namtrain_gmm_nam52_mb8_down_fwd(%arg0: tensor<196608x320xbf16>, %arg1: tensor<64x320x2048xbf16>, %arg2: tensor<64xi32>) -> (tensor<196608x2048xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<65> : tensor<i32>
  %c_0 = stablehlo.constant dense<384> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<383> : tensor<i32>
  %c_3 = stablehlo.constant dense<512> : tensor<i32>
  %c_4 = stablehlo.constant dense<196608> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %1 = stablehlo.maximum %arg2, %0 : tensor<64xi32>
  %2 = call @namtrain_gmm_nam52_mb8_down_fwd__cumsum(%1) : (tensor<64xi32>) -> tensor<64xi32>
  %3 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<64xi32>
  %5 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:63] : (tensor<64xi32>) -> tensor<63xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<63xi32>) -> tensor<64xi32>
  %8 = stablehlo.slice %4 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %11 = call @namtrain_gmm_nam52_mb8_down_fwd__floor_divide(%7, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<64xi32>
  %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<64xi32>
  %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<64xi32>
  %18 = call @namtrain_gmm_nam52_mb8_down_fwd__floor_divide(%17, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<64xi32>
  %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %21 = stablehlo.add %19, %20 : tensor<64xi32>
  %22 = call @namtrain_gmm_nam52_mb8_down_fwd___where_1(%10, %21, %c_5) : (tensor<64xi1>, tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %23 = stablehlo.add %9, %c_3 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_1 : tensor<i32>
  %25 = call @namtrain_gmm_nam52_mb8_down_fwd__floor_divide_2(%24, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_0, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %31 = call @namtrain_gmm_nam52_mb8_down_fwd__cumsum_4(%28) : (tensor<65xi32>) -> tensor<65xi32>
  %32 = stablehlo.slice %31 [64:65] : (tensor<65xi32>) -> tensor<1xi32>
  %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
  %34 = stablehlo.iota dim = 0 : tensor<447xi32>
  %35 = stablehlo.subtract %33, %c_1 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %37 = stablehlo.minimum %34, %36 : tensor<447xi32>
  %38 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<65xi32>) -> tensor<1x65xi32>
  %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x65xi32>) -> tensor<447x65xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<447x1xi32>) -> tensor<447x65xi32>
  %42 = stablehlo.compare LE, %40, %41, SIGNED : (tensor<447x65xi32>, tensor<447x65xi32>) -> tensor<447x65xi1>
  %43 = stablehlo.convert %42 : (tensor<447x65xi1>) -> tensor<447x65xi32>
  %44 = stablehlo.reduce(%43 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<447x65xi32>, tensor<i32>) -> tensor<447xi32>
  %45 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %47 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %48 = stablehlo.add %44, %47 : tensor<447xi32>
  %49 = stablehlo.select %46, %48, %44 : tensor<447xi1>, tensor<447xi32>
  %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %51 = "stablehlo.gather"(%30, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %52 = stablehlo.add %51, %37 : tensor<447xi32>
  %53 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %54 = stablehlo.compare LT, %44, %53, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %55 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %56 = stablehlo.add %44, %55 : tensor<447xi32>
  %57 = stablehlo.select %54, %56, %44 : tensor<447xi1>, tensor<447xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %59 = "stablehlo.gather"(%31, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %60 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %61 = stablehlo.compare LT, %44, %60, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %62 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %63 = stablehlo.add %44, %62 : tensor<447xi32>
  %64 = stablehlo.select %61, %63, %44 : tensor<447xi1>, tensor<447xi32>
  %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %66 = "stablehlo.gather"(%28, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %67 = stablehlo.subtract %59, %66 : tensor<447xi32>
  %68 = stablehlo.subtract %52, %67 : tensor<447xi32>
  %69 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.concatenate %7, %69, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %71 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %4, %71, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %73 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.custom_call @tpu_custom_call(%44, %68, %70, %72, %73, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFJCQEDBQcBAwkDNQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9A34D4gIvAfUHDxMPExcLDw8TDwsLCw8PE2WFCwsPDxMPExc3Dw8PCwsLCwsPCwsPExcXFxMLFxMLD0sLFwulC3MLCwsLCxcbC1MbC3MbC1MbGwsbDwsPEw8LDwsPDwsPDwsLDwsLDwsPCw8PCwsPCwsPCwsPCxMTDw8LEw8LDwsLCwULYWGRjU0HBVlZAW0TCxcLEwsXCxMLFxMLEwsbCyMXCxMLCxMLCxMLEw8TCwsTCwsLUwsTFx8LEwszCwsLGwsTEwsFAyoCAS8PBwsfHx8PGwcHHx8fJysnJz83Ox8jHwJWEh8dR5kDAw2pHdfZAwMNnR2GAooCBT8dR6sdS7EDAxuvHdHTBUEFQwVFHbu9HcvNAwMbPWFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFRwVJHbW3HU3BAwMbxR1NxwMD8f8dXgJiAgMHkgI5lgKaAp4CogIRBQARDRURDQUFSwVNBU8NJQVRHaOlBVMFVR3r7R3zBgIdNgI6Ah1qAm4CAwMNegIdW34CBVcdrgKyAgMDYWMFWRENLQMRZ2kXa29xczt1PRl3ef17fQVbAQf7+fkNI2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABV0jDQcxAQAAAAAAAAC/AQAAAAAAAAEAAAAAAAAABV8FYQVjBWUFZwEHf4WLAwUngSmDCT8jDQUhAAIAAAAAAABAAQAAAAAAAAMFJ4cpiQlBIw0HMQEAAAAAAAAAQAEAAAAAAAAACAAAAAAAAAMFJ40pjwlDIw0FIQACAAAAAAAAAAgAAAAAAAADBRdFGT8DBReVGUENJwMFF0UZQx2bAQVpEQEBAwMNoREB/QVrHacBBW0RAwEdrQEFbxENCR2zAQVxBXMduQEFdQV3Hb8BBXkdwwEFexENAR3JAQV9BX8dzwEFgQWDHdUBBYUFhx3bAQWJAwMN3xEBAgIdS+Md5QEFiwMDDekRAQUFjR3vAQWPBZEFkyN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxhcmJpdHJhcnk+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5jb3JlX3R5cGU8dGM+ACNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4AHQoCAQWVHRICFgIFlx0aAgEFmR0iAiYCBZsdKgIBBZ0DAw0yAhEBAhAFnx0+AgEFoQMDRgJKAgWjIwEDCQAAAAAdUgJWAgWlHVoCAQWnBakdZgIBBasFrR1yAgEFrwMDGzsTEwEdggIBBbEFsx2OAgEFtQW3BbkjAQkhAQAAAAEAAAACAAAAAAAAAAW7IwEBAQMDDaoCJQsJAAAAAAW9HbYCAQW/Awe+At4CwgI5xgI5BcEFwwXFAwPOAgICBccdW9YCHdoCAQXJI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzFdLCBbMF0sIFswXSwgWzFdLCBbMCwgMCwgMSwgMV0sIFtdLCBbXT4AAQICAwEJF/cD+g0BIxf3AwoCASMnBQIQAkATAQIEF/cDBQEjBwsnBQIQAkABJwUCEAJABScFAhACQBEX9QUCEAIKESUX9QcFAgoCQBFtF/UFAhACQBElF/UFAhACQBMlBRkBAQEHBwkJDxsdHyEBBREBAQEHBwkJDwUBAQURAQEBBwcJCQ8HAQEBJwUCEAIKEScHBQIKAkARJwUCCgJAEQQqEAUBEQFfBwMBERERAWUHA0dvGQEBAQEBAQcBBwEJAQkBDwEbAR0BHwEhAQMDDwUDAwcGDwMBBQ8ZBQcREwMFBQMbCQYDAwMDAwcGAwMBBQcfAwMtCQMBBQcxLwMFBQUjFwYfAwUFHSUZBhUDAQMnAwMHCQMBBQcHIQMFBSkrGxQHAy0JAwsdAwPSAlcDEw8GWQMLA0cDAwsFAwMDAwsFAwMLBgsDCwcXS00dBQs3CUkXS00NAAcDAQUNAAcDA+HdAwEFBxETAwUFIS8XBh8DBQUdMRkGFQMBAzMDAwcJAwEFBwchAwUFNTcbFAcDOQkDI00DAwMFAwMDAwMFAwMLBgMDCwcXR0kDAwMFAwMDAwMFAwMLBgMDKQcRTU8DAwMFAwMDAwMFAwMDAwMFAwMLBgMDKwkTU1VXMQYDAy0DWQMDXaYCAwszB126AgMLB1FbXTUHNcoCAwsFS18DAwsFAwMDAwsFAwMLBgsDCwcXY2UdBQs3CWEXY2UNAAcDAQUNAAcDAy0JAwEFBzEvAwUFBTsXBh8DBQUdPRkGFQMBAz8DAwcJAwEFBwchAwUFQUMbFAcDRQkDV7UDAy0JAwEFBzEvAwUFA0cDA0/nAwEhB08zAwEFA0sDA1EJAwEjBlEDAQVNTwkGAwMDA1EHBgMDAQUJUwkGAwMDAwMHBgMDAQUJVwUHDgIhAwUFVVklBh4CAwUFSVsJBgMDAwMDBwYDAwEFCV8DA1MuAgMBJwdTMwMBBWFjKQNOAkICAxUPBjUDFQNlKwc1MwMVBWlnCQYDAwMDIQcGAwMBBQttDwZVAxUDbwUHVXYCAxcFa3EJBgMDAwMhBwYDAwEFDXUPBhEDFQN3BQcREwMXBWt5FwYfAxcFc3sDAwMFAwMDAwMFAwMLBgMDGQcVf4EtBhUDCwODAwMrVwMTDwZZAwsDhxUGHQMLB12JhQMDAwUDAwMDAwUDAwsGAwMLBxeNjxUGHQMLB32Riy8GFQMZA5MDAwsFAwMDAwsFAwMLBgsDGQcVl5kdBQs3CZUVl5kNAAcDAQUNAAcTAAEREQGRBwMhJxEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQkRAwMPBQMDBwYPAwEFDxUFBxETAwUFAxcDAysJAwEVBh0DAQcZBRsDAwEJAwETBAEFEx0REQGTBwMlLxEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQcRAwNJnwMBHwZJAwEFExUDAw8FAwMHBg8DAQUPGQUHERMDBQUDGwMDKwkDARUGHQMBBx0FHwMDAQkDARMEAQcXIQEREQGXBwMXExEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQkRAwMBCQMBEwQBBRMBBgMBBQEAqhLLIxMdHSUxGxEpCRUNRQ0JEQsVDRcJCw0JDQkJCx0JCwcLDVUtEQsNByUVCQsNCQkLER0dGyMhIyktJQkJCxkZGR0lFRMdDRcXJRsXFxMXFRkXGSMPGRcbGRUjFRkjGRcfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudABhcml0aC5jbXBpAG1lbXJlZi5sb2FkAGFyaXRoLmluZGV4X2Nhc3QAdmVjdG9yLmxvYWQAc2NmLnlpZWxkAHZlY3Rvci5icm9hZGNhc3QAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLnNlbGVjdABhcml0aC5hbmRpAGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLm1pbnNpAGFyaXRoLnN1YmkAYXJpdGgubWF4c2kAYXJpdGgub3JpAGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguYWRkaQBhcml0aC5leHRmAGFyaXRoLnRydW5jZgB2ZWN0b3Iuc2hhcGVfY2FzdAB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBwcmVkaWNhdGUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwB0cmFuc2Zvcm1fMAB0cmFuc2Zvcm1fMQB0cmFuc2Zvcm1fMgBnZXQ6AGx0OgBlcToAYnJvYWRjYXN0X2luX2RpbToAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9nbW0AdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGdldC9nZXQAbWluOgBtaW4AZ2V0AGx0L2x0AGppdDoAaml0AHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBlcQBlcS9lcQBhbmQ6AGFuZC9hbmQAY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAbHQAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXg6AG1heABuZToAbmUvbmUAb3I6AG9yL29yAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZDoAYWRkL2FkZABnZToAZ2UvZ2UAYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHN3YXA6AHN3YXAvc3dhcABhZGQAb3BlcmFuZFNlZ21lbnRTaXplcwBzdHJpZGVzAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAYnJvYWRjYXN0X2luX2RpbQA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1015021568,\0A\22flops\22:299976622080,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<447xi32>, tensor<447xi32>, tensor<65xi32>, tensor<65xi32>, tensor<1xi32>, tensor<196608x320xbf16>, tensor<64x320x2048xbf16>) -> tensor<196608x2048xbf16>
  return %74 : tensor<196608x2048xbf16>
}
func.func private @namtrain_gmm_nam52_mb8_down_fwd__cumsum(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_down_fwd__cumsum_0(%arg0) : (tensor<64xi32>) -> tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_down_fwd__cumsum_0(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 64>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  return %1 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_down_fwd__floor_divide(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
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
  %14 = call @namtrain_gmm_nam52_mb8_down_fwd___where(%11, %13, %2) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
  return %14 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_down_fwd___where(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_down_fwd___where_1(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<i32>) -> tensor<64xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64xi1>, tensor<64xi32>
  return %2 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_down_fwd__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_nam52_mb8_down_fwd___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam52_mb8_down_fwd___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam52_mb8_down_fwd__cumsum_4(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_down_fwd__cumsum_5(%arg0) : (tensor<65xi32>) -> tensor<65xi32>
  return %0 : tensor<65xi32>
}
func.func private @namtrain_gmm_nam52_mb8_down_fwd__cumsum_5(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[64, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 65>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<65xi32>, tensor<i32>) -> tensor<65xi32>
  return %1 : tensor<65xi32>
}
