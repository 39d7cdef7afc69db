func.func private @namtrain_gmm_nam52_mb8_routed_down_combine(%arg0: tensor<196608x320xbf16>, %arg1: tensor<64x320x2048xbf16>, %arg2: tensor<32768x6xi32>, %arg3: tensor<32768x6xf32>, %arg4: tensor<64xi32>) -> (tensor<32768x2048xf32> {jax.result_info = "result[0]"}, tensor<196608x1024xui32> {jax.result_info = "result[1]"}) {
  %c = stablehlo.constant dense<65> : tensor<i32>
  %c_0 = stablehlo.constant dense<384> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<383> : tensor<i32>
  %c_3 = stablehlo.constant dense<512> : tensor<i32>
  %c_4 = stablehlo.constant dense<196608> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %1 = stablehlo.maximum %arg4, %0 : tensor<64xi32>
  %2 = call @namtrain_gmm_nam52_mb8_routed_down_combine__cumsum(%1) : (tensor<64xi32>) -> tensor<64xi32>
  %3 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<64xi32>
  %5 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:63] : (tensor<64xi32>) -> tensor<63xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<63xi32>) -> tensor<64xi32>
  %8 = stablehlo.slice %4 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %11 = call @namtrain_gmm_nam52_mb8_routed_down_combine__floor_divide(%7, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<64xi32>
  %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<64xi32>
  %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<64xi32>
  %18 = call @namtrain_gmm_nam52_mb8_routed_down_combine__floor_divide(%17, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<64xi32>
  %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %21 = stablehlo.add %19, %20 : tensor<64xi32>
  %22 = call @namtrain_gmm_nam52_mb8_routed_down_combine___where_1(%10, %21, %c_5) : (tensor<64xi1>, tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %23 = stablehlo.add %9, %c_3 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_1 : tensor<i32>
  %25 = call @namtrain_gmm_nam52_mb8_routed_down_combine__floor_divide_2(%24, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_0, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %31 = call @namtrain_gmm_nam52_mb8_routed_down_combine__cumsum_4(%28) : (tensor<65xi32>) -> tensor<65xi32>
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
  %74 = stablehlo.custom_call @tpu_custom_call(%44, %68, %70, %72, %73, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFTCQEDBQcBAwkDPwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUcDGgR+AzMB9wcPExMTFwsPDw8TEwsPCwsPDw8TGxdlhQsLDw8TDxcXCxczDw8LCwsLCw8LCwsPFxcXFxcXFxcTCwsTCxcTFxcTCw9LCxcLpQtzCwsLCwsXGwtTGwtzGwtTGxsLGw8LDxMPCw8LDw8LDw8LCw8LCw8LDwsPCw8LCw8LCwUNYWGRjU0qAgG5EwsXExMTCxMLEwsLCxMLFwsTCwsTCxcTCxMLGwsjFwsTCwsTCwsTCxMPCxMLCxMLHxMLFwsXCxMLDxMLJxMTCxMLJxMLEwsLEwsLC1MTFx8LEwszCwsLGwsTEwsHBVlZATMPBwsfHx8fDxsHBx8fHycrJycfPzc7HyMfAgoVHx1TuwMDDcsd9QYCAwMNvx0iAyYDBUkd7/EdU80dV9MdW8oCAwMf0QVLEQ8FBU0FTx3d3xEPAR1b6wMDHxsDAzICdgMdugK+AmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFUQVTHdfZHVnjAwMfIx1Z5x2OApICHa4CsgIFVR0WAxoDAwcuA0cyAzYDQToDEQUAEQ8VBVcFWQVbDSkFXR3FxwVfBWEFYxEBBR0mAioCHTYCOgIdUgJWAh1mAmoCHZoCngIDAw2qAgMDDcYCAwMN6gIdce4CBWUFZxEPAiAFaQEF/gJ1AQUbGx0CAwYDHUYDSgMDA4OFBWsRDy0DEYmLGY2Rk5VJlxsdmZv/nZ8FbQEH/fv7DSdhZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVvIw8HMQEAAAAAAAAAvwEAAAAAAAABAAAAAAAAAAVxBXMFdQV3BXkBB6GnrQMFMaMzpQlLIw8FIQACAAAAAAAAQAEAAAAAAAADBTGpM6sJTSMPBzEBAAAAAAAAAEABAAAAAAAAAAgAAAAAAAADBTGvM7EJTyMPBSEAAgAAAAAAAAAEAAAAAAAAAwUZUR1LAwUZtx1NDSsDBRlRHU8dvQEFexEBAQMDDcMRAf0FfR3JAQV/EQMBHc8BBYERDwkd1QEFgwWFHdsBBYcFiR3hAQWLHeUBBY0d6QEFjx3tAQWRBZMd8wEFlQWXI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmNvcmVfdHlwZTx0Yz4AI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzFdLCBbMF0sIFswXSwgWzFdLCBbMCwgMCwgMSwgMV0sIFtdLCBbXT4AHQoCAQWZAwMNEgIRAQICHVcaAh0eAgEFmwMDDV0FnR0uAgEFnwWhBaMdPgIBBaUdRgJKAgWnHU4CAQWpBasdWgIBBa0DAw1iAhEBAhAFrx1uAgEFsQMDdgJ6AgWzIwEDCQAAAAAdggKGAgW1HYoCAQW3BbkdlgIBBbsFvR2iAgEFvwMDH0kRAUEFwR22AgEFwwXFHcICAQXHEQEQAMD/Px3OAgEFyQMD1gJdBcsd3gLiAgXNHeYCAQXPExUBHfICAQXRAwdz+gJ3eUF7AQUjdREPAhAF0x0KAwEF1QMHcxIDd3lBewEFIyMF1x0eAwEF2QXbHSoDAQXdBd8F4SMBCSEBAAAAAQAAAAIAAAAAAAAAIwEBAQMDDUIDJQ0JAAAAAAXjHU4DAQXlAwdWAwICWgNHXgNHBecF6QXrAwNmA3oDBe0dcW4DHXIDAQXvI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgABAgIDAQkX+QP6DQEtF/kDCgIBLScFAhACIAEnBQIQAkAVAQIEF/kDBQEtBwsnBQIQAiAVJwUCEAJAAScFAhACQAUX9wUCEAIKEy8X9wcFAgoCQBOPF/cFAhACIAEvF/cFAhACQBUvJwUCEAIgEwUZAQEBBwcJCREdHyEjAQURAQEBBwcJCREFAQEFEQEBAQcHCQkRBwEBAScFAhACChMnBwUCCgJAEycFAgoCQBMExhIFAREBgQcDARETEQGHBwNHbxkBAQEBAQEHAQcBCQEJAREBHQEfASEBIwEDAxEFAwMHBhEDAQUPGQUHExcDBQUDGwkGAwMDAwMHBgMDAQUHHwMDNwkDAQUHOzkDBQUFIw8GJQMFBR0lGwYPAwEDJwMDBwkDAQUHBycDBQUpKx0UBwMtCQMLHQMDagNtAxULBm8DDQNHAwMLBQMDAwMLBQMDDQYLAw0HF0tNHwULRQlJF0tNEQAHAwEFEQAHAwMWAg4CAwEFBxMXAwUFIS8PBiUDBQUdMRsGDwMBAzMDAwcJAwEFBwcnAwUFNTcdFAcDOQkDI00DAwMFAwMDAwMFAwMNBgMDDQcXR0kDAwMFAwMDAwMFAwMNBgMDLQcRTU8DAwMFAwMDAwMFAwMDAwMFAwMNBgMDLwkTU1VXOwYDAzEDWQMDfz4DAw09B39SAwMNB1FbXT8HPWIDAw0FS18DAwsFAwMDAwsFAwMNBgsDDQcXY2UfBQtFCWEXY2URAAcDAQURAAcDAzcJAwEFBzs5AwUFBTsPBiUDBQUdPRsGDwMBAz8DAwcJAwEFBwcnAwUFQUMdFAcDRQkDgxoCAwM3CQMBBQc7OQMFBQNHAwNfIgIDASsHXykDAQUDSwMDYQkDAS0GYQMBBU1PCQYDAwMDUQcGAwMBBQlTCQYDAwMDAwcGAwMBBQlXBQdCAicDBQVVWSEGYwMFBUlbCQYDAwMDAwcGAwMBBQlfAwNlXgIDAS8HZSkDAQVhYzEDfgJyAgMZCwY9AxkDZTMHPSkDGQVpZwkGAwMDAyEHBgMDAQULbQsGZwMZA28FB2emAgMbBWtxCQYDAwMDIQcGAwMBBQ11CwYTAxkDdwUHExcDGwVreQ8GJQMbBXN7AwMDBQMDAwMDBQMDDQYDAwsHFX+BAwM/aQMBCwY/AwsDhTUHPykDCwWDhxkGKwMXA4kDAxVrAwELBhUDCwONDwYVAwsFg48ZBisDFwORNwfaAtICAw0Fi5MDAzVtAxULBm8DDQOXFwYhAw0HXZmVAwMDBQMDAwMDBQMDDQYDAw0HF52fFwYhAw0HfaGbIwd99gIDFwOjJQYPAyUDpScGDwMXA6cZBisDCwOpAwMVawMBCwYVAwsDrQ8GFQMLBauvIwd9DgMDFwOjJQYPAyUDsycGDwMXA7UZBisDCwO3AwNDaQMBCwZDAwsDuzkGQwMLBbm9IQZjAwsFsb8DAwsFAwMDAwsFAwMNBgsDCwcVw8UfBQtFCcEVw8URAAcDAQURAAcVAAETEQGzBwMhJxEBAQEBAQEHAQcBCQEJAREBCQYDAwMDAwcGAwMBBQkRAwMRBQMDBwYRAwEFDxUFBxMXAwUFAxcDAzUJAwEXBiEDAQcZBRsDAwEJAwEVBAEFEx0TEQG1BwMlLxEBAQEBAQEHAQcBCQEJAREBCQYDAwMDAwcGAwMBBQcRAwNVwQMBKQZVAwEFExUDAxEFAwMHBhEDAQUPGQUHExcDBQUDGwMDNQkDARcGIQMBBx0FHwMDAQkDARUEAQcXIQETEQG5BwMXExEBAQEBAQEHAQcBCQEJAREBCQYDAwMDAwcGAwMBBQkRAwMBCQMBFQQBBRMBBgMBBQEAhhfxIxMdHSUxGykJFQ0pKxkPRTEbFQlVLRcZDQkRCxUNFwkLDQkNCQkLHQkLBwsNVS0RDQclFQkLDQkJCxEdHRsjISMpLQ0RJQsJCQsZGRkRHSUVEx0NFxclGSEXFxMXGRcZFxs7FSMPGRkbGRUVFxkjIxkXHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAYXJpdGguY21waQBtZW1yZWYubG9hZABhcml0aC5pbmRleF9jYXN0AHZlY3Rvci5icm9hZGNhc3QAdmVjdG9yLmxvYWQAYXJpdGguYW5kaQBzY2YueWllbGQAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLnNlbGVjdAB0cHUuYml0Y2FzdABhcml0aC5leHR1aQBzY2YuaWYAdHB1LnZlY3Rvcl9zdG9yZQBhcml0aC5vcmkAdmVjdG9yLmV4dHJhY3Rfc3RyaWRlZF9zbGljZQBhcml0aC50cnVuY2YAYXJpdGguZXh0ZgBhcml0aC5taW5zaQBhcml0aC5zdWJpAGFyaXRoLm1heHNpAGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguYWRkaQBhcml0aC5zaGxpAHRwdS5jb25jYXRlbmF0ZQBhcml0aC5zaHJ1aQB2ZWN0b3Iuc2hhcGVfY2FzdAB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBwcmVkaWNhdGUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBzdHJpZGVzAHRyYW5zZm9ybV8wAHRyYW5zZm9ybV8xAHRyYW5zZm9ybV8yAGdldDoAbHQ6AGVxOgBhbmQ6AGJyb2FkY2FzdF9pbl9kaW06AG9mZnNldHMAc2l6ZXMAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9nbW0AdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGdldC9nZXQAbWluOgBtaW4AZ2V0AGx0L2x0AGppdDoAaml0AHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBlcQBlcS9lcQBhbmQvYW5kAGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBjb25kOgBjb25kAGx0AHN1YjoAc3ViAG92ZXJmbG93RmxhZ3MAbWF4OgBtYXgAbmU6AG5lL25lAG9yOgBvci9vcgBtdWw6AG11bABkaW1lbnNpb25zAGlvdGE6AGlvdGEvaW90YQBhZGQ6AGFkZC9hZGQAZ2U6AGdlL2dlAHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQBzbGljZToAc2xpY2Uvc2xpY2UAc2hpZnRfcmlnaHRfbG9naWNhbDoAc2hpZnRfcmlnaHRfbG9naWNhbABzd2FwOgBzd2FwL3N3YXAAYWRkAG9wZXJhbmRTZWdtZW50U2l6ZXMAZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX3JocwBmYXN0bWF0aABicm9hZGNhc3RfaW5fZGltAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1015021568,\0A\22flops\22:299976622080,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<447xi32>, tensor<447xi32>, tensor<65xi32>, tensor<65xi32>, tensor<1xi32>, tensor<196608x320xbf16>, tensor<64x320x2048xbf16>) -> tensor<196608x1024xui32>
  %75 = stablehlo.reshape %arg2 : (tensor<32768x6xi32>) -> tensor<256x768xi32>
  %76 = stablehlo.custom_call @tpu_custom_call(%75, %74, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFLCQEDBQcBAwkDNwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9PwOSA+4CNQHzBw8TGxMTFxcTDwsPDxcTE4ULFxcTEw8TFxcXFwtlCw8TpQsLCwsLCw8PCyMLDwsbCw8TDwsPCwsXFxcXFwsXExcTCw9LCxMLC1MLDwsPCwsLGxsLUxsLUxsbDwtDDwtVQ3MLDwsPC2MTEw8LCwsPCxMPDwsPCw8PCwUNXWGNhWFNBwVZWQF1DwsTCwsTCx8LEwsTCxMLCxMLDw8PDw8XCxcLEwsLEwsvUwsTDwsTCwsTC0MPCxMLFxcXCxMLFwsTCwEzDx8HHwcPGyMbFycrIycrHyMfHycjIzMfCwUDTQJ6Ex8dbe8dYToCAwNCAgICAwMV7R1tMgIdCgIOAh0mAioCAwMVUR3b3QVBHV3LHVW7HRYCGgIdb0YCAwPZ/2FmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVDAwMVBgIDAxUiAgMDI7kDAyPBHWHVAwMV4R16An4CAwMVlgIdmgKeAh2mAqoCBUVhZmZpbmVfbWFwPChkMCkgLT4gKGQwKT4ABUcRMQADAxVjYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgADAQVJBUsFTQVPDS8RAQEdVbUFUQMHI8PFUVk/BVMdXccFVQMFI89ZPwVXEQEFAwMV4x1p5QVZHWnpBVsFXQMDFU4CAwMVUgIDAxVWAgMDFVoCAwMVXgIFXwMDI7ICHW+2Ah26Ar4CAwOFhwVhEQstAxGLjTmPkZOVl5mbPZ2f/aGjBWMBBff3DS0FZSMLBSEAAQAAAAAAAAEAAAAAAAAABWcRCwEFaRELDQVrBW0FbwEJRUWlqwMFR6dLqQlJIwsFIYAAAAAAAAAABgAAAAAAAAADBUetS68JTSMLBSGAAAAAAAAAAAAIAAAAAAAAAwU5Tz1JAwU5Tz1NHbcBBXEjAQcZAQAAAAEAAAAAAAAAHb0BBXNhZmZpbmVfbWFwPCgpIC0+ICgpPgAjAQcZAQAAAAIAAAAAAAAAIwENMQEAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAV1HckBBXcdzQEFeSMBCykBAAAAAQAAAAEAAAAAAAAAAAAAAAMDFdMRAQIgHdcBBXsFfQV/Hd8BBYERAQIYEwkBHecBBYMd6wEFhREFAR3xAQWHI3RwdS5tZW1vcnlfc3BhY2U8YW55PgAjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUubWVtb3J5X3NwYWNlPHNlbWFwaG9yZV9tZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuY29yZV90eXBlPHRjPgAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+ABEBQQWJHRICAQWLBY0dHgIBBY8RARAAwP8/BZEdLgIBBZMdNgIBBZUdPgIBBZcFmR1KAgEFmxEFBREFCREFDREFEREFFQMDZgJjBZ0dbgJyAgWfHXYCAQWhBaMdggIBBaUDB3s/I4oCjgKSAiMBCSEBAAAAAQAAAAIAAAAAAAAABacjAQEBEQEZBakdogIBBasFrR2uAgEFryMBBxkBAAAAAwAAAAAAAAAdewEFsR3CAgEFswMDFcoCEQH0/y8d0gLWAgW1HdoCAQW3HeIC5gIFuR3qAgEFuwECAicFAgQCIAkDJwUCBAIgAQsBAgQX+QMFMzsnBwUCBAIgAScFAgQFCRf5ATO/F/MFAggCGAEhF/MFBAAwAiABIRf1BQIEGQkhF/UFAgQCQAkhF/UHGQIEAiABQxf7AwIYATsX8wUFAhgBIRfzAwIYATsnBQIEAkAJF/UHBQUCIAFDF/UFBQIgASEX8wUFAiABIQUTAQEVFxkbHR8NAQUFAQEFAQEBCSF0cHUuZG1hX3NlbWFwaG9yZQAE2hoFAREBgwcDAQ0ZEQGJBwO2AlYFEwEBAQEVARcBGQEbAR0BHwENAQMDUxEDAQ8HGSkDDQURExEGGQMTAxUDAxkRAwEPBxkrAyEHBQEZEQYZAyMDGx8FGVcHHQ8XAwNbEQMBDwcXKQMNBREfEQYXAxMDIQMDFxEDAQ8HFysDIQcFASURBhcDIwMnIQUXXwcjKQ8DAy3RAwEjBy0fAwEFAysDAxMRAwEDAxMvAwEdBxMfAwEFLzEDAxNBAwElFBMHLzM1BQMtXwMBEwMDLUEDASMHLR8DAQW2AroCAwN/EQMBHQd/HwMBBcICvgIxBgsDBQPGAjMGCwMBBQ/KAgMDgREDAQMDgcYCAwE1Bs4CAwEF0gLOAjcG3gIDAQXWAtoCAwM1MwMBJwY1AwEFtgLiAgMDNzMDASkGNwMBBbYC6gIDA1MRAwEPBxkpAw0FEfICEQYZAxMD9gIDAxkRAwEPBxl9AycJDeYC7gL+AhEGGQMpAwIDDwcZKwMrBwfeAi0fBRlXBwoDBgP6AisAEwMDEy8DAQMDExEDAQMDEy8DAR0HEx8DAQU5OwMDE0EDASUUEwc5PT8FAxs7AwETAwM1MwMBJwY1AwEFtgK6AgMDNzMDASkGNwMBBbYCwgIDA1sRAwEPBxcpAw0FEcoCEQYXAxMDzgIDAxcRAwEPBxd9AycJDb4CxgLWAhEGFwMpA9oCAwMXEQMBDwcXKwMrBwfiAi0hBRdfB9IC5gLeAisAEwMDEy8DAQMDZ2UDCQUGawMDA0MDA2dlAwkFBmsDAwNHAwMDCQMFAwMDCQMFAwMDCQMFBwYDAw8JDUtNTxMGAwMHA1EDAw0lAwEFBg0DBwNVFQcNHwMHBVNXCQYbAwMDWQMDDycDAQUGDwMHA10XBg8DBwVTXwkGGwMDA2EDAwsJAwUDAwsJAwUHBgsDEQcJZWcFBgUDAwNpCwcFBwMDBVtrDQcdBwMDBUVtBQYFAwMDaQsHBQcDAwVjcQ0HHQcDAwVJcwMDA3EDBQMDAwkDBQMDAwkDBQcGAwMPCQ13eXsTBgMDBwN9AwMNJQMBBQYNAwcDgRUHDR8DBwV/gwkGGwMDA4UDAw8nAwEFBg8DBwOJFwYPAwcFf4sJBhsDAwONAwMLCQMFAwMLcQMFBwYLAxEHCZGTBQYFAwMDlQsHBQcDAwWHlw0HHQcDAwVvmQUGBQMDA5ULBwUHAwMFj50NBx0HAwMFdZ8DAwNzAwUDAwMJAwUDAwMJAwUHBgMDDwkNo6WnEwYDAwcDqQMDDSUDAQUGDQMHA60VBw0fAwcFq68JBhsDAwOxAwMPJwMBBQYPAwcDtRcGDwMHBau3CQYbAwMDuQMDCwkDBQMDC3MDBQcGCwMRBwm9vwUGBQMDA8ELBwUHAwMFs8MNBx0HAwMFm8UFBgUDAwPBCwcFBwMDBbvJDQcdBwMDBaHLAwMDdQMFAwMDCQMFAwMDCQMFBwYDAw8JDc/R0xMGAwMHA9UDAw0lAwEFBg0DBwPZFQcNHwMHBdfbCQYbAwMD3QMDDycDAQUGDwMHA+EXBg8DBwXX4wkGGwMDA+UDAwsJAwUDAwt1AwUHBgsDEQcJ6esFBgUDAwPtCwcFBwMDBd/vDQcdBwMDBcfxBQYFAwMD7QsHBQcDAwXn9Q0HHQcDAwXN9wMDA3cDBQMDAwkDBQMDAwkDBQcGAwMPCQ37/f8TBgMDBwMCAgMDDSUDAQUGDQMHAwoCFQcNHwMHBQYCDgIJBhsDAwMSAgMDDycDAQUGDwMHAxoCFwYPAwcFBgIeAgkGGwMDAyICAwMLCQMFAwMLdwMFBwYLAxEHCSoCLgIFBgUDAwMyAgsHBQcDAwUWAjYCDQcdBwMDBfM6AgUGBQMDAzICCwcFBwMDBSYCQgINBx0HAwMF+UYCAwMDeQMFAwMDCQMFAwMDCQMFBwYDAw8JDU4CUgJWAhMGAwMHA1oCAwMNJQMBBQYNAwcDYgIVBw0fAwcFXgJmAgkGGwMDA2oCAwMPJwMBBQYPAwcDcgIXBg8DBwVeAnYCCQYbAwMDegIDAwsJAwUDAwt5AwUHBgsDEQcJggKGAgUGBQMDA4oCCwcFBwMDBW4CjgINBx0HAwMFPgKSAgUGBQMDA4oCCwcFBwMDBX4CmgINBx0HAwMFSgKeAi0HagJiAgMlBZYCogIDAzEJAwUDAzEJAwUHBjEDJQcLqgKuAi8FMYYCCaYCC6oCrgIbAAEZEQGxBwMJDwUBAQEBAwMBEQMBAwMBEQMBGwQBBQEFGREBswcDBwsFAQEBAQMDAREDARsEAQUBAwYDAQUBAOYSvRELEQsJCwkLCQsRFQ0xGxURExERCQtVLRcZCUUjCw0dCSUTEykVHR0jIyEjKS0JCwslCxUhFxkdGSUTHSkNGRkZIyMhFRkZERcdIRcZFRcXJScjFxcZGSMfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudAB2ZWN0b3IuYnJvYWRjYXN0AHZlY3Rvci5sb2FkAHRwdS5iaXRjYXN0AGFyaXRoLm11bGYAYXJpdGguYWRkZgB0cHUubWVtcmVmX3NsaWNlAHRwdS5tZW1yZWZfc3F1ZWV6ZQB2ZWN0b3Iuc2hhcGVfY2FzdABhcml0aC5zaGxpAGFyaXRoLmFuZGkAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLmFkZGkAdHB1LmVucXVldWVfZG1hAHRwdS53YWl0X2RtYTIAYXJpdGgubXVsaQBzY2YuZm9yAGFyaXRoLnJlbXNpAGFyaXRoLmRpdnNpAHNjZi55aWVsZAB0cHUuY29uY2F0ZW5hdGUAdHB1LnZlY3Rvcl9zdG9yZQBhcml0aC5pbmRleF9jYXN0AG1lbXJlZi5sb2FkAGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAHZhbHVlAG9wZXJhbmRTZWdtZW50U2l6ZXMAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQB0cmFuc2Zvcm1faW5kaWNlcwB0cmFuc2Zvcm1fMgB3aW5kb3dfYm91bmRzAHRyYW5zZm9ybV8zAGRtYV9zdGFydDoAc3RyaWN0X29yZGVyaW5nAGRtYV93YWl0OgBtdWw6AGJyb2FkY2FzdF9pbl9kaW06AGdldDoAYWRkOgBhZGQAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9jb21iaW5lAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBkbWFfc3RhcnQAZG1hX3N0YXJ0L2RtYV9zdGFydABwcmlvcml0eQBkbWFfd2FpdABkbWFfd2FpdC9kbWFfd2FpdABtdWwAb3ZlcmZsb3dGbGFncwBzY2FuOgBzY2FuAGJyb2FkY2FzdF9pbl9kaW0AYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAGdldABzaGlmdF9sZWZ0OgBzaGlmdF9sZWZ0AGJpdGNhc3RfY29udmVydF90eXBlOgBiaXRjYXN0X2NvbnZlcnRfdHlwZS9iaXRjYXN0X2NvbnZlcnRfdHlwZQBhbmQ6AGFuZABnZXQvZ2V0AG11bC9tdWwAZmFzdG1hdGgAYWRkL2FkZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAHN3YXA6AHN3YXAvc3dhcABzdHJpZGVzAHJlbToAcmVtAGRpdjoAZGl2AGppdDoAaml0AG1heDoAbWF4L21heABtaW46AG1pbi9taW4A\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1074528256,\0A\22flops\22:805306368,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<256x768xi32>, tensor<196608x1024xui32>, tensor<32768x6xf32>) -> tensor<32768x2048xf32>
  return %76, %74 : tensor<32768x2048xf32>, tensor<196608x1024xui32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine__cumsum(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_routed_down_combine__cumsum_0(%arg0) : (tensor<64xi32>) -> tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine__cumsum_0(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 64>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  return %1 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine__floor_divide(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
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
  %14 = call @namtrain_gmm_nam52_mb8_routed_down_combine___where(%11, %13, %2) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
  return %14 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine___where(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine___where_1(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<i32>) -> tensor<64xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64xi1>, tensor<64xi32>
  return %2 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_nam52_mb8_routed_down_combine___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine__cumsum_4(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_routed_down_combine__cumsum_5(%arg0) : (tensor<65xi32>) -> tensor<65xi32>
  return %0 : tensor<65xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_down_combine__cumsum_5(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[64, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 65>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<65xi32>, tensor<i32>) -> tensor<65xi32>
  return %1 : tensor<65xi32>
}
