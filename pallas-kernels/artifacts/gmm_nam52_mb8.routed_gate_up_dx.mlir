func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dx(%arg0: tensor<196608x640xbf16>, %arg1: tensor<64x2048x640xbf16>, %arg2: tensor<32768x6xi32>, %arg3: tensor<64xi32>) -> (tensor<32768x2048xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<65> : tensor<i32>
  %c_0 = stablehlo.constant dense<384> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<383> : tensor<i32>
  %c_3 = stablehlo.constant dense<512> : tensor<i32>
  %c_4 = stablehlo.constant dense<196608> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %1 = stablehlo.maximum %arg3, %0 : tensor<64xi32>
  %2 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dx__cumsum(%1) : (tensor<64xi32>) -> tensor<64xi32>
  %3 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<64xi32>
  %5 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:63] : (tensor<64xi32>) -> tensor<63xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<63xi32>) -> tensor<64xi32>
  %8 = stablehlo.slice %4 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %11 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dx__floor_divide(%7, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<64xi32>
  %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<64xi32>
  %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<64xi32>
  %18 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dx__floor_divide(%17, %c_3) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<64xi32>
  %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %21 = stablehlo.add %19, %20 : tensor<64xi32>
  %22 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dx___where_1(%10, %21, %c_5) : (tensor<64xi1>, tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %23 = stablehlo.add %9, %c_3 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_1 : tensor<i32>
  %25 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dx__floor_divide_2(%24, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_0, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %31 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dx__cumsum_4(%28) : (tensor<65xi32>) -> tensor<65xi32>
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
  %74 = stablehlo.custom_call @tpu_custom_call(%44, %68, %70, %72, %73, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFTCQEDBQcBAwkDPwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUcDGgR+AzMB9wcPExMTFwsPDw8TEwsPCwsPDw8TGxdlhQsLDw8TDxcXCxczDw8LCwsLCw8LCwsPFxcXFxcXFxcTCwsTCxcTFxcTCw9LCxcLpQtzCwsLCwsXGwtTGwtzGwtTGxsLGw8LDxMPCw8LDw8LDw8LCw8LCw8LDwsPCw8LCw8LCwUNYWGRjU0qAgG5EwsXExMTCxMLEwsLCxMLFwsTCwsTCxcTCxMLGwsjFwsTCwsTCwsTCxMPCxMLCxMLHxMLFwsXCxMLDxMLJxMTCxMLJxMLEwsLEwsLC1MTFx8LEwszCwsLGwsTEwsHBVlZATMPBwsfHx8fDxsHBx8fHycrJycfPzc7HyMfAgoVHx1TuwMDDcsd9QYCAwMNvx0iAyYDBUkd7/EdU80dV9MdW8oCAwMf0QVLEQ8FBU0FTx3d3xEPAR1b6wMDHxsDAzICdgMdugK+AmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFUQVTHdfZHVnjAwMfIx1Z5x2OApICHa4CsgIFVR0WAxoDAwcuA0cyAzYDQToDEQUAEQ8VBVcFWQVbDSkFXR3FxwVfBWEFYxEBBR0mAioCHTYCOgIdUgJWAh1mAmoCHZoCngIDAw2qAgMDDcYCAwMN6gIdce4CBWUFZxEPAiAFaQEF/gJ1AQUbGx0CAwYDHUYDSgMDA4OFBWsRDy0DEYmLGY2Rk5VJlxsdmZv/nZ8FbQEH/fv7DSdhZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVvIw8HMQEAAAAAAAAAvwEAAAAAAAABAAAAAAAAAAVxBXMFdQV3BXkBB6GnrQMFMaMzpQlLIw8FIQACAAAAAAAAgAIAAAAAAAADBTGpM6sJTSMPBzEBAAAAAAAAAAAIAAAAAAAAgAIAAAAAAAADBTGvM7EJTyMPBSEAAgAAAAAAAAAEAAAAAAAAAwUZUR1LAwUZtx1NDSsDBRlRHU8dvQEFexEBAQMDDcMRAf0FfR3JAQV/EQMBHc8BBYERDwkd1QEFgwWFHdsBBYcFiR3hAQWLHeUBBY0d6QEFjx3tAQWRBZMd8wEFlQWXI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmNvcmVfdHlwZTx0Yz4AI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzFdLCBbMV0sIFswXSwgWzBdLCBbMCwgMCwgMSwgMF0sIFtdLCBbXT4AHQoCAQWZAwMNEgIRAQICHVcaAh0eAgEFmwMDDV0FnR0uAgEFnwWhBaMdPgIBBaUdRgJKAgWnHU4CAQWpBasdWgIBBa0DAw1iAhEBAhAFrx1uAgEFsQMDdgJ6AgWzIwEDCQAAAAAdggKGAgW1HYoCAQW3BbkdlgIBBbsFvR2iAgEFvwMDH0kRAUEFwR22AgEFwwXFHcICAQXHEQEQAMD/Px3OAgEFyQMD1gJdBcsd3gLiAgXNHeYCAQXPExUBHfICAQXRAwdz+gJ3eUF7AQUjdREPAhAF0x0KAwEF1QMHcxIDd3lBewEFIyMF1x0eAwEF2QXbHSoDAQXdBd8F4SMBCSEBAAAAAQAAAAIAAAAAAAAAIwEBAQMDDUIDJQ0JAAAAAAXjHU4DAQXlAwdWAwICWgNHXgNHBecF6QXrAwNmA3oDBe0dcW4DHXIDAQXvI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgABAgIDAQkX+QP6DQEtF/kDCgIBLScFAhACIAEnBQIQAkAVAQIEF/kDBQEtBwsnBQIQAiAVJwUCEAJAAScFAhACQAUX9wUCEAIUEy8X9wcFAkACFBOPF/cFAhACIAEvF/cFAhACQBUvJwUCEAIgEwUZAQEBBwcJCREdHyEjAQURAQEBBwcJCREFAQEFEQEBAQcHCQkRBwEBAScFAhACFBMnBwUCQAIUEycFAkACFBMExhIFAREBgQcDARETEQGHBwNHbxkBAQEBAQEHAQcBCQEJAREBHQEfASEBIwEDAxEFAwMHBhEDAQUPGQUHExcDBQUDGwkGAwMDAwMHBgMDAQUHHwMDNwkDAQUHOzkDBQUFIw8GJQMFBR0lGwYPAwEDJwMDBwkDAQUHBycDBQUpKx0UBwMtCQMLHQMDagNtAxULBm8DDQNHAwMLBQMDAwMLBQMDDQYLAw0HF0tNHwULRQlJF0tNEQAHAwEFEQAHAwMWAg4CAwEFBxMXAwUFIS8PBiUDBQUdMRsGDwMBAzMDAwcJAwEFBwcnAwUFNTcdFAcDOQkDI00DAwMFAwMDAwMFAwMNBgMDDQcXR0kDAwMFAwMDAwMFAwMNBgMDLQcRTU8DAwMFAwMDAwMFAwMDAwMFAwMNBgMDLwkTU1VXOwYDAzEDWQMDfz4DAw09B39SAwMNB1FbXT8HPWIDAw0FS18DAwsFAwMDAwsFAwMNBgsDDQcXY2UfBQtFCWEXY2URAAcDAQURAAcDAzcJAwEFBzs5AwUFBTsPBiUDBQUdPRsGDwMBAz8DAwcJAwEFBwcnAwUFQUMdFAcDRQkDgxoCAwM3CQMBBQc7OQMFBQNHAwNfIgIDASsHXykDAQUDSwMDYQkDAS0GYQMBBU1PCQYDAwMDUQcGAwMBBQlTCQYDAwMDAwcGAwMBBQlXBQdCAicDBQVVWSEGYwMFBUlbCQYDAwMDAwcGAwMBBQlfAwNlXgIDAS8HZSkDAQVhYzEDfgJyAgMZCwY9AxkDZTMHPSkDGQVpZwkGAwMDAyEHBgMDAQULbQsGZwMZA28FB2emAgMbBWtxCQYDAwMDIQcGAwMBBQ11CwYTAxkDdwUHExcDGwVreQ8GJQMbBXN7AwMDBQMDAwMDBQMDDQYDAwsHFX+BAwM/aQMBCwY/AwsDhTUHPykDCwWDhxkGKwMXA4kDAxVrAwELBhUDCwONDwYVAwsFg48ZBisDFwORNwfaAtICAw0Fi5MDAzVtAxULBm8DDQOXFwYhAw0HXZmVAwMDBQMDAwMDBQMDDQYDAw0HF52fFwYhAw0HfaGbIwd99gIDFwOjJQYPAyUDpScGDwMXA6cZBisDCwOpAwMVawMBCwYVAwsDrQ8GFQMLBauvIwd9DgMDFwOjJQYPAyUDsycGDwMXA7UZBisDCwO3AwNDaQMBCwZDAwsDuzkGQwMLBbm9IQZjAwsFsb8DAwsFAwMDAwsFAwMNBgsDCwcVw8UfBQtFCcEVw8URAAcDAQURAAcVAAETEQGzBwMhJxEBAQEBAQEHAQcBCQEJAREBCQYDAwMDAwcGAwMBBQkRAwMRBQMDBwYRAwEFDxUFBxMXAwUFAxcDAzUJAwEXBiEDAQcZBRsDAwEJAwEVBAEFEx0TEQG1BwMlLxEBAQEBAQEHAQcBCQEJAREBCQYDAwMDAwcGAwMBBQcRAwNVwQMBKQZVAwEFExUDAxEFAwMHBhEDAQUPGQUHExcDBQUDGwMDNQkDARcGIQMBBx0FHwMDAQkDARUEAQcXASETEQG5BwMXExEBAQEBAQEHAQcBCQEJAREBCQYDAwMDAwcGAwMBBQkRAwMBCQMBFQQBBRMBBgMBBQEAhhfxIxMdHSUxGykJFQ0pKxkPRTEbFQlVLRcZDQkRCxUNFwkLDQkNCQkLHQkLBwsNVS0RDQclFQkLDQkJCxEdHRsjISMpLQ0RJQsJCQsZGRkRHSUVEx0NFxclGSEXFxMXGRcZFxs7FSMPGRkbGRUVFxkjIxkXHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAYXJpdGguY21waQBtZW1yZWYubG9hZABhcml0aC5pbmRleF9jYXN0AHZlY3Rvci5icm9hZGNhc3QAdmVjdG9yLmxvYWQAYXJpdGguYW5kaQBzY2YueWllbGQAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLnNlbGVjdAB0cHUuYml0Y2FzdABhcml0aC5leHR1aQBzY2YuaWYAdHB1LnZlY3Rvcl9zdG9yZQBhcml0aC5vcmkAdmVjdG9yLmV4dHJhY3Rfc3RyaWRlZF9zbGljZQBhcml0aC50cnVuY2YAYXJpdGguZXh0ZgBhcml0aC5taW5zaQBhcml0aC5zdWJpAGFyaXRoLm1heHNpAGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguYWRkaQBhcml0aC5zaGxpAHRwdS5jb25jYXRlbmF0ZQBhcml0aC5zaHJ1aQB2ZWN0b3Iuc2hhcGVfY2FzdAB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBwcmVkaWNhdGUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBzdHJpZGVzAHRyYW5zZm9ybV8wAHRyYW5zZm9ybV8xAHRyYW5zZm9ybV8yAGdldDoAbHQ6AGVxOgBhbmQ6AGJyb2FkY2FzdF9pbl9kaW06AG9mZnNldHMAc2l6ZXMAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9nbW0AdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGdldC9nZXQAbWluOgBtaW4AZ2V0AGx0L2x0AGppdDoAaml0AHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBlcQBlcS9lcQBhbmQvYW5kAGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBjb25kOgBjb25kAGx0AHN1YjoAc3ViAG92ZXJmbG93RmxhZ3MAbWF4OgBtYXgAbmU6AG5lL25lAG9yOgBvci9vcgBtdWw6AG11bABkaW1lbnNpb25zAGlvdGE6AGlvdGEvaW90YQBhZGQ6AGFkZC9hZGQAZ2U6AGdlL2dlAHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQBzbGljZToAc2xpY2Uvc2xpY2UAc2hpZnRfcmlnaHRfbG9naWNhbDoAc2hpZnRfcmlnaHRfbG9naWNhbABzd2FwOgBzd2FwL3N3YXAAYWRkAG9wZXJhbmRTZWdtZW50U2l6ZXMAZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX3JocwBmYXN0bWF0aABicm9hZGNhc3RfaW5fZGltAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1224736768,\0A\22flops\22:599953244160,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<447xi32>, tensor<447xi32>, tensor<65xi32>, tensor<65xi32>, tensor<1xi32>, tensor<196608x640xbf16>, tensor<64x2048x640xbf16>) -> tensor<196608x1024xui32>
  %75 = stablehlo.reshape %arg2 : (tensor<32768x6xi32>) -> tensor<256x768xi32>
  %76 = stablehlo.custom_call @tpu_custom_call(%75, %74) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFJCQEDBQcBAwkDNQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9A2IDxgIxAfEHDw8PDwsTDxMPDxMTE4ULExMTExMXFxcXZQ8LpQsLCw8LIwsLGw8TDxMPCw8LFxMXEwsPSwsTCwtTCw8LDwsLCxcbCwsLUxsLDw8LQw8LVUNzCw8PCw8LYxMTCw8LCwsPCxMPDwsPCw8PCw8LDwsLDwsfCw8LCwsFDV1hjYVhTQcFWVkBYxMLFw8XDxcPFw8XDxcLFwsTCwsTCzMLUwsTDwsTCwsTC0MTCwsTCxcXFwsTCxcLEwsBLw8fBx8HGyMPFycrJysfIx8fJyMjLx8LBQNNAjYSHx1b0x2/wR3Z2x3n6QU/AwML0R1JrQMDC0EdQ5sd3+EDA+3/He8CAgMDvf1hZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFQQMDC9cDAwvlAwMfmQMDH6EDAwvFHUoCTgIDAwtqAh1uAnICHXoCfgJhZmZpbmVfbWFwPChkMCkgLT4gKGQwKT4AES0ABUNhZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVFAwEFRxEBAQVJAwcfo6VBRzUFSwVNAwUfsUc1Hbe5AwMLUREBBQMDC8cdV8kFTx1XzQVRAwMfhgIdW4oCHZIClgIDA2VnBVMRDy0DEWttN29xc3V3eXs7fX/7gYMFVQEF9fUNKQVXIw8FIQABAAAAAAAAAQAAAAAAAAAFWREPAQVbEQ8NBV0FXwVhAQc9PYUDBYeJi40FYwk/BWUjDwUhgAAAAAAAAAAACAAAAAAAAAMFN5E7Pw0rHUOVHZcBBWcjAQcZAQAAAAEAAAAAAAAAHZ0BBWlhZmZpbmVfbWFwPCgpIC0+ICgpPgAjAQcZAQAAAAIAAAAAAAAAIwENMQEAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAVrHUmpHasBBW0drwEFbyMBCykBAAAAAQAAAAEAAAAAAAAAAAAAAAMDC7URAQIgBXEduwEFcwV1BXcdwwEFeREBAhgTCQEdywEFex3PAQV9EQUBHdUBBX8RAUEFgR3dAQWDBYUd4wEFhxEBEADA/z8FiR3rAQWLBY0FjyN0cHUubWVtb3J5X3NwYWNlPGFueT4AI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1Lm1lbW9yeV9zcGFjZTxzZW1hcGhvcmVfbWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmNvcmVfdHlwZTx0Yz4AI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgAdBgIBBZEDAwsOAhEFBQMDCxYCEQUJAwMLHgIRBQ0DAwsmAhEFEQMDCy4CEQUVAwM2AlEFkx0+AkICBZUdRgIBBZcFmR1SAgEFmwMHWgI1H14CYgJmAgWdIwEJIQEAAAABAAAAAgAAAAAAAAAFnyMBAQERARkFoR12AgEFowWlHYICAQWnIwEHGQEAAAADAAAAAAAAAB2OAgEFqQWrHZoCAQWtAwMLogIRAfT/Lx2qAq4CBa8dsgIBBbEdugK+AgWzHcICAQW1AQICJwUCBAIgAQMnBQIEAiAJCxf3AwUvMycHBQIEAiABAQIEF/cBL58X8QUCCAIYAR0X8QUEADACIAEdF/MFAgQCQAkdF/MHGQIEAiABORf5AwIYATMX8QUFAhgBHRfxAwIYATMnBQIEAkAJF/MHBQUCIAE5F/MFBQIgAR0X8QUFAiABHQURAQETFRcZGwsBBQUBAQUBAQEJIXRwdS5kbWFfc2VtYXBob3JlAAQuFAUBEQFjBwMBCRcRAWkHAxICFgQRAQEBARMBFQEXARkBGwELAQMDkxEDAQsHEyUDCwUPEQ0GEwMRAxMDAxMRAwELBxMnAx0HBQEXDQYTAx8DGRsFE0UHGw0VAwOnEQMBCwcPJQMLBQ8dDQYPAxEDHwMDDxEDAQsHDycDHQcFASMNBg8DHwMlHQUPSwchJw0DA02zAwEpB00bAwEFAykDAwURAwEDAwURAwEDAwUpAwEfBwUbAwEFLzEDAwVPAwEhFAUHLzM1BQMjSwMBBS8GXwMFAxICMQZfAwEFDRYCAwNhEQMBAwNhngIDATMGpgIDAQUeAhoCNQa2AgMBBSICJgIDAy8tAwEjBi8DAQUSAi4CAwMxLQMBJQYxAwEFEgI2AgsHEyUDCwUPLQ0GEwMRAz4CAwMTEQMBCwcTXQMjCQsyAjoCRgINBhMDJQNKAgsHEycDJwcHKgIrGwUTRQdSAk4CQgInAAUDAwUpAwEDAwURAwEDAwURAwEDAwUpAwEfBwUbAwEFOz0DAwVPAwEhFAUHOz9BBQMZNwMBBQMDLy0DASMGLwMBBRICFgIDAzEtAwElBjEDAQUSAh4CCwcPJQMLBQ85DQYPAxEDJgIDAw8RAwELBw9dAyMJCxoCIgIuAg0GDwMlAzICAwMPEQMBCwcPJwMnBwc6AisdBQ9LByoCPgI2AicABQMDBSkDAQMDVVMDCQUGWQMHA0UDA1VTAwkFBlkDBwNJAwMDDQMFAwMDDQMFAwMDDQMFDwYDAw0JC01PUREGAwMDA1MDAwchAwEFBgcDAwNXEwcHGwMDBVVZBwYVAwcDWwMDCSMDAQUGCQMDA18VBgkDAwVVYQcGFQMHA2MJBxkXAwcFR10JBxkXAwcFS2UDAwMKAgMFAwMDDQMFAwMDDQMFDwYDAw0JC2ttbxEGAwMDA3EDAwchAwEFBgcDAwN1EwcHGwMDBXN3BwYVAwcDeQMDCSMDAQUGCQMDA30VBgkDAwVzfwcGFQMHA4EJBxkXAwcFZ3sJBxkXAwcFaYMDAwMSAgMFAwMDDQMFAwMDDQMFDwYDAw0JC4mLjREGAwMDA48DAwchAwEFBgcDAwOTEwcHGwMDBZGVBwYVAwcDlwMDCSMDAQUGCQMDA5sVBgkDAwWRnQcGFQMHA58JBxkXAwcFhZkJBxkXAwcFh6EDAwMaAgMFAwMDDQMFAwMDDQMFDwYDAw0JC6epqxEGAwMDA60DAwchAwEFBgcDAwOxEwcHGwMDBa+zBwYVAwcDtQMDCSMDAQUGCQMDA7kVBgkDAwWvuwcGFQMHA70JBxkXAwcFo7cJBxkXAwcFpb8DAwMiAgMFAwMDDQMFAwMDDQMFDwYDAw0JC8XHyREGAwMDA8sDAwchAwEFBgcDAwPPEwcHGwMDBc3RBwYVAwcD0wMDCSMDAQUGCQMDA9cVBgkDAwXN2QcGFQMHA9sJBxkXAwcFwdUJBxkXAwcFw90DAwMqAgMFAwMDDQMFAwMDDQMFDwYDAw0JC+Pl5xEGAwMDA+kDAwchAwEFBgcDAwPtEwcHGwMDBevvBwYVAwcD8QMDCSMDAQUGCQMDA/UVBgkDAwXr9wcGFQMHA/kJBxkXAwcF3/MJBxkXAwcF4fsrBzoCMgIDIQX9/wMDKw0DBQMDKw0DBQ8GKwMhBwkGAgoCLQUrVgIJAgIJBgIKAhkAARcRAY8HAwcLBQEBAQEDAwERAwEZBAEFAQMGAwEFAQBeErcRCxELCQsRCQsJCxEJFQ0xGxURCxMJC1UtFxkJRSMLDR0JCyUTEykVHSUdHSMjISMpLQslFSEXGRMdKQ0ZGRkjIyEXFRkZERcdIRkVFxclGScjFxkjHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAdmVjdG9yLmJyb2FkY2FzdAB0cHUuYml0Y2FzdABhcml0aC5hZGRmAHRwdS5tZW1yZWZfc2xpY2UAdHB1Lm1lbXJlZl9zcXVlZXplAHZlY3Rvci5sb2FkAHZlY3Rvci5zaGFwZV9jYXN0AGFyaXRoLnNobGkAYXJpdGguYW5kaQBmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AdHB1LmVucXVldWVfZG1hAHRwdS53YWl0X2RtYTIAYXJpdGguYWRkaQBzY2YuZm9yAGFyaXRoLnJlbXNpAGFyaXRoLmRpdnNpAHNjZi55aWVsZABhcml0aC5tdWxpAHRwdS5jb25jYXRlbmF0ZQB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLmluZGV4X2Nhc3QAbWVtcmVmLmxvYWQAYXJpdGgubWF4c2kAYXJpdGgubWluc2kAdmFsdWUAb3BlcmFuZFNlZ21lbnRTaXplcwBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHRyYW5zZm9ybV8yAGRtYV9zdGFydDoAc3RyaWN0X29yZGVyaW5nAGRtYV93YWl0OgBicm9hZGNhc3RfaW5fZGltOgBnZXQ6AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fY29tYmluZQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBkbWFfc3RhcnQAZG1hX3N0YXJ0L2RtYV9zdGFydABwcmlvcml0eQBkbWFfd2FpdABkbWFfd2FpdC9kbWFfd2FpdABtdWw6AG11bABvdmVyZmxvd0ZsYWdzAHNjYW46AHNjYW4AYnJvYWRjYXN0X2luX2RpbQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0AZ2V0AHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZDoAYW5kAGZhc3RtYXRoAGFkZDoAYWRkL2FkZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAHN3YXA6AHN3YXAvc3dhcABhZGQAc3RyaWRlcwByZW06AHJlbQBkaXY6AGRpdgBnZXQvZ2V0AGppdDoAaml0AG1heDoAbWF4L21heABtaW46AG1pbi9taW4A\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1073741824,\0A\22flops\22:402653184,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<256x768xi32>, tensor<196608x1024xui32>) -> tensor<32768x2048xf32>
  return %76 : tensor<32768x2048xf32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dx__cumsum(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dx__cumsum_0(%arg0) : (tensor<64xi32>) -> tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dx__cumsum_0(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 64>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  return %1 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dx__floor_divide(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
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
  %14 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dx___where(%11, %13, %2) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
  return %14 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dx___where(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dx___where_1(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<i32>) -> tensor<64xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64xi1>, tensor<64xi32>
  return %2 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dx__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dx___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dx___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dx__cumsum_4(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dx__cumsum_5(%arg0) : (tensor<65xi32>) -> tensor<65xi32>
  return %0 : tensor<65xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dx__cumsum_5(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[64, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 65>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<65xi32>, tensor<i32>) -> tensor<65xi32>
  return %1 : tensor<65xi32>
}
