func.func private @namtrain_gmm_small_routed_down_combine(%arg0: tensor<2048x192xbf16>, %arg1: tensor<8x192x256xbf16>, %arg2: tensor<1024x2xi32>, %arg3: tensor<1024x2xf32>, %arg4: tensor<8xi32>) -> (tensor<1024x256xf32> {jax.result_info = "result[0]"}, tensor<2048x128xui32> {jax.result_info = "result[1]"}) {
  %c = stablehlo.constant dense<9> : tensor<i32>
  %c_0 = stablehlo.constant dense<8> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<7> : tensor<i32>
  %c_3 = stablehlo.constant dense<256> : tensor<i32>
  %c_4 = stablehlo.constant dense<2048> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %1 = stablehlo.maximum %arg4, %0 : tensor<8xi32>
  %2 = call @namtrain_gmm_small_routed_down_combine__cumsum(%1) : (tensor<8xi32>) -> tensor<8xi32>
  %3 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<8xi32>
  %5 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
  %8 = stablehlo.slice %4 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %11 = call @namtrain_gmm_small_routed_down_combine__floor_divide(%7, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<8xi32>
  %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<8xi32>
  %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<8xi32>
  %18 = call @namtrain_gmm_small_routed_down_combine__floor_divide(%17, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<8xi32>
  %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %21 = stablehlo.add %19, %20 : tensor<8xi32>
  %22 = call @namtrain_gmm_small_routed_down_combine___where_1(%10, %21, %c_5) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %23 = stablehlo.add %9, %c_3 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_1 : tensor<i32>
  %25 = call @namtrain_gmm_small_routed_down_combine__floor_divide_2(%24, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_0, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %31 = call @namtrain_gmm_small_routed_down_combine__cumsum_4(%28) : (tensor<9xi32>) -> tensor<9xi32>
  %32 = stablehlo.slice %31 [8:9] : (tensor<9xi32>) -> tensor<1xi32>
  %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
  %34 = stablehlo.iota dim = 0 : tensor<15xi32>
  %35 = stablehlo.subtract %33, %c_1 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %37 = stablehlo.minimum %34, %36 : tensor<15xi32>
  %38 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<9xi32>) -> tensor<1x9xi32>
  %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x9xi32>) -> tensor<15x9xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<15x1xi32>) -> tensor<15x9xi32>
  %42 = stablehlo.compare LE, %40, %41, SIGNED : (tensor<15x9xi32>, tensor<15x9xi32>) -> tensor<15x9xi1>
  %43 = stablehlo.convert %42 : (tensor<15x9xi1>) -> tensor<15x9xi32>
  %44 = stablehlo.reduce(%43 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<15x9xi32>, tensor<i32>) -> tensor<15xi32>
  %45 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %47 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %48 = stablehlo.add %44, %47 : tensor<15xi32>
  %49 = stablehlo.select %46, %48, %44 : tensor<15xi1>, tensor<15xi32>
  %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %51 = "stablehlo.gather"(%30, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %52 = stablehlo.add %51, %37 : tensor<15xi32>
  %53 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %54 = stablehlo.compare LT, %44, %53, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %55 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %56 = stablehlo.add %44, %55 : tensor<15xi32>
  %57 = stablehlo.select %54, %56, %44 : tensor<15xi1>, tensor<15xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %59 = "stablehlo.gather"(%31, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %60 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %61 = stablehlo.compare LT, %44, %60, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %62 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %63 = stablehlo.add %44, %62 : tensor<15xi32>
  %64 = stablehlo.select %61, %63, %44 : tensor<15xi1>, tensor<15xi32>
  %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %66 = "stablehlo.gather"(%28, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %67 = stablehlo.subtract %59, %66 : tensor<15xi32>
  %68 = stablehlo.subtract %52, %67 : tensor<15xi32>
  %69 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.concatenate %7, %69, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %71 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %4, %71, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %73 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.custom_call @tpu_custom_call(%44, %68, %70, %72, %73, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFTCQEDBQcBAwkDPwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUcDGgR+AzMB9wcPExMTFwsPDw8TEwsPCwsPDw8TGxdlhQsLDw8TDxcXCxczDw8LCwsLCw8LCwsPFxcXFxcXFxcTCwsTCxcTFxcTCw9LCxcLpQtzCwsLCwsXGwtTGwtzGwtTGxsLGw8LDxMPCw8LDw8LDw8LCw8LCw8LDwsPCw8LCw8LCwUNYWGRjU0qAgG5EwsXDxMTCxMLEwsLCxMLFwsTCwsTCxcTCxMLGwsjFwsTCwsTCwsTCxMPCxMLCxMLHxMLFwsXCxMLDxMLJxMTCxMLJxMLEwsLEwsLC1MTFx8LEwszCwsLGwsTEwsHBVlZATMPBwsbGx8fDxsHBx8fHycrJycfPzc7HyMfAv4UHx1TuwMDDcsd9QYCAwMNvx0iAyYDBUkd7/EdU80dV9MdW8oCAwMf0QVLEQ8FBU0FTx3d3xEPAR1b6wMDHxsDAzICdgMdugK+AmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFUQVTHdfZHVnjAwMfIx1Z5x2OApICHa4CsgIFVR0WAxoDAwcuA0cyAzYDQToDEQUAEQ8VBVcFWQVbDSkFXR3FxwVfBWEFYxEBBR0mAioCHTYCOgIdUgJWAh1mAmoCHZoCngIDAw2qAgMDDcYCAwMN6gIdce4CBWUFZxEPAgQFaQEF/gJ1AQUbGx0CAwYDHUYDSgMDA4OFBWsRDy0DEYmLGY2Rk5VJlxsdmZv/nZ8FbQEH/fv7DSdhZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVvIw8HMQEAAAAAAAAADwAAAAAAAAABAAAAAAAAAAVxBXMFdQV3BXkBB6GnrQMFMaMzpQlLIw8FIQABAAAAAAAAwAAAAAAAAAADBTGpM6sJTSMPBzEBAAAAAAAAAMAAAAAAAAAAAAEAAAAAAAADBTGvM7EJTyMPBSEAAQAAAAAAAIAAAAAAAAAAAwUZUR1LAwUZtx1NDSsDBRlRHU8dvQEFexEBAQMDDcMRAR0FfR3JAQV/EQMBHc8BBYERDwkd1QEFgwWFHdsBBYcFiR3hAQWLHeUBBY0d6QEFjx3tAQWRBZMd8wEFlQWXI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmNvcmVfdHlwZTx0Yz4AI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzFdLCBbMF0sIFswXSwgWzFdLCBbMCwgMCwgMSwgMV0sIFtdLCBbXT4AHQoCAQWZAwMNEgIRASEdVxoCHR4CAQWbAwMNXQWdHS4CAQWfBaEFox0+AgEFpR1GAkoCBacdTgIBBakFqx1aAgEFrQMDDWICEQECCAWvHW4CAQWxAwN2AnoCBbMjAQMJAAAAAB2CAoYCBbUdigIBBbcFuR2WAgEFuwW9HaICAQW/AwMfSREBQQXBHbYCAQXDBcUdwgIBBccRARAAwP8/Hc4CAQXJAwPWAl0Fyx3eAuICBc0d5gIBBc8TFQEd8gIBBdEDB3P6And5QXsBBSN1EQ8CCAXTHQoDAQXVAwdzEgN3eUF7AQUjIwXXHR4DAQXZBdsdKgMBBd0F3wXhIwEJIQEAAAABAAAAAgAAAAAAAAAjAQEBAwMNQgMlDQkAAAAABeMdTgMBBeUDB1YDAgJaA0deA0cF5wXpBesDA2YDegMF7R1xbgMdcgMBBe8jYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAECAgMBCRf5Az0BLRf5AyUBLScFAggCBAEnBQIIAggVAQIEF/kDBQEtBwsnBQIIAgQVJwUCCAIIAScFAggCCAUX9wUCCAIGEy8X9wcFAgYCCBOPF/cFAggCBAEvF/cFAggCCBUvJwUCCAIEEwUZAQEBBwcJCREdHyEjAQURAQEBBwcJCREFAQEFEQEBAQcHCQkRBwEBAScFAggCBhMnBwUCBgIIEycFAgYCCBMExhIFAREBgQcDARETEQGHBwNHbxkBAQEBAQEHAQcBCQEJAREBHQEfASEBIwEDAxEFAwMHBhEDAQUPGQUHExcDBQUDGwkGAwMDAwMHBgMDAQUHHwMDNwkDAQUHOzkDBQUFIw8GJQMFBR0lGwYPAwEDJwMDBwkDAQUHBycDBQUpKx0UBwMtCQMLHQMDagNtAxULBm8DDQNHAwMLBQMDAwMLBQMDDQYLAw0HF0tNHwULRQlJF0tNEQAHAwEFEQAHAwMWAg4CAwEFBxMXAwUFIS8PBiUDBQUdMRsGDwMBAzMDAwcJAwEFBwcnAwUFNTcdFAcDOQkDI00DAwMFAwMDAwMFAwMNBgMDDQcXR0kDAwMFAwMDAwMFAwMNBgMDLQcRTU8DAwMFAwMDAwMFAwMDAwMFAwMNBgMDLwkTU1VXOwYDAzEDWQMDfz4DAw09B39SAwMNB1FbXT8HPWIDAw0FS18DAwsFAwMDAwsFAwMNBgsDDQcXY2UfBQtFCWEXY2URAAcDAQURAAcDAzcJAwEFBzs5AwUFBTsPBiUDBQUdPRsGDwMBAz8DAwcJAwEFBwcnAwUFQUMdFAcDRQkDgxoCAwM3CQMBBQc7OQMFBQNHAwNfIgIDASsHXykDAQUDSwMDYQkDAS0GYQMBBU1PCQYDAwMDUQcGAwMBBQlTCQYDAwMDAwcGAwMBBQlXBQdCAicDBQVVWSEGYwMFBUlbCQYDAwMDAwcGAwMBBQlfAwNlXgIDAS8HZSkDAQVhYzEDfgJyAgMZCwY9AxkDZTMHPSkDGQVpZwkGAwMDAyEHBgMDAQULbQsGZwMZA28FB2emAgMbBWtxCQYDAwMDIQcGAwMBBQ11CwYTAxkDdwUHExcDGwVreQ8GJQMbBXN7AwMDBQMDAwMDBQMDDQYDAwsHFX+BAwM/aQMBCwY/AwsDhTUHPykDCwWDhxkGKwMXA4kDAxVrAwELBhUDCwONDwYVAwsFg48ZBisDFwORNwfaAtICAw0Fi5MDAzVtAxULBm8DDQOXFwYhAw0HXZmVAwMDBQMDAwMDBQMDDQYDAw0HF52fFwYhAw0HfaGbIwd99gIDFwOjJQYPAyUDpScGDwMXA6cZBisDCwOpAwMVawMBCwYVAwsDrQ8GFQMLBauvIwd9DgMDFwOjJQYPAyUDsycGDwMXA7UZBisDCwO3AwNDaQMBCwZDAwsDuzkGQwMLBbm9IQZjAwsFsb8DAwsFAwMDAwsFAwMNBgsDCwcVw8UfBQtFCcEVw8URAAcDAQURAAcVAAETEQGzBwMhJxEBAQEBAQEHAQcBCQEJAREBCQYDAwMDAwcGAwMBBQkRAwMRBQMDBwYRAwEFDxUFBxMXAwUFAxcDAzUJAwEXBiEDAQcZBRsDAwEJAwEVBAEFEx0TEQG1BwMlLxEBAQEBAQEHAQcBCQEJAREBCQYDAwMDAwcGAwMBBQcRAwNVwQMBKQZVAwEFExUDAxEFAwMHBhEDAQUPGQUHExcDBQUDGwMDNQkDARcGIQMBBx0FHwMDAQkDARUEAQcXIQETEQG5BwMXExEBAQEBAQEHAQcBCQEJAREBCQYDAwMDAwcGAwMBBQkRAwMBCQMBFQQBBRMBBgMBBQEAhhfxIxMdHSUxGykJFQ0pKxkPRTEbFQlVLRcZDQkRCxUNFwkLDQkNCQkLHQkLBwsNVS0RDQclFQkLDQkJCxEdHRsjISMpLQ0RJQsJCQsZGRkRHSUVEx0NFxclGSEXFxMXGRcZFxs7FSMPGRkbGRUVFxkjIxkXHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAYXJpdGguY21waQBtZW1yZWYubG9hZABhcml0aC5pbmRleF9jYXN0AHZlY3Rvci5icm9hZGNhc3QAdmVjdG9yLmxvYWQAYXJpdGguYW5kaQBzY2YueWllbGQAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLnNlbGVjdAB0cHUuYml0Y2FzdABhcml0aC5leHR1aQBzY2YuaWYAdHB1LnZlY3Rvcl9zdG9yZQBhcml0aC5vcmkAdmVjdG9yLmV4dHJhY3Rfc3RyaWRlZF9zbGljZQBhcml0aC50cnVuY2YAYXJpdGguZXh0ZgBhcml0aC5taW5zaQBhcml0aC5zdWJpAGFyaXRoLm1heHNpAGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguYWRkaQBhcml0aC5zaGxpAHRwdS5jb25jYXRlbmF0ZQBhcml0aC5zaHJ1aQB2ZWN0b3Iuc2hhcGVfY2FzdAB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQBwcmVkaWNhdGUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBzdHJpZGVzAHRyYW5zZm9ybV8wAHRyYW5zZm9ybV8xAHRyYW5zZm9ybV8yAGdldDoAbHQ6AGVxOgBhbmQ6AGJyb2FkY2FzdF9pbl9kaW06AG9mZnNldHMAc2l6ZXMAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9nbW0AdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGdldC9nZXQAbWluOgBtaW4AZ2V0AGx0L2x0AGppdDoAaml0AHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBlcQBlcS9lcQBhbmQvYW5kAGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBjb25kOgBjb25kAGx0AHN1YjoAc3ViAG92ZXJmbG93RmxhZ3MAbWF4OgBtYXgAbmU6AG5lL25lAG9yOgBvci9vcgBtdWw6AG11bABkaW1lbnNpb25zAGlvdGE6AGlvdGEvaW90YQBhZGQ6AGFkZC9hZGQAZ2U6AGdlL2dlAHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQBzbGljZToAc2xpY2Uvc2xpY2UAc2hpZnRfcmlnaHRfbG9naWNhbDoAc2hpZnRfcmlnaHRfbG9naWNhbABzd2FwOgBzd2FwL3N3YXAAYWRkAG9wZXJhbmRTZWdtZW50U2l6ZXMAZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX3JocwBmYXN0bWF0aABicm9hZGNhc3RfaW5fZGltAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:2621440,\0A\22flops\22:377487360,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<15xi32>, tensor<15xi32>, tensor<9xi32>, tensor<9xi32>, tensor<1xi32>, tensor<2048x192xbf16>, tensor<8x192x256xbf16>) -> tensor<2048x128xui32>
  %75 = stablehlo.reshape %arg2 : (tensor<1024x2xi32>) -> tensor<8x256xi32>
  %76 = stablehlo.custom_call @tpu_custom_call(%75, %74, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFLCQEDBQcBAwkDNwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9PwNqA8YCNQHzBw8TDw8LEw8TExuFCw8XExMTEw8XFxcXFwtlCw+lCwsLCwsLDwsjCwsbDwsTDxMPCw8LExcXFxcTCw9LCxMLC1MLDwsPCwsLGxsLUxsLUxsbDw8LQw8LVUNzCw8PCw8LYxMTDwsLCw8LEw8PCw8LDw8LDwsPCwsPCwUNXWGNhWFNBwVZWQFhHwsTCxMLEwsLCxMLDxcLFwsTCwsTCzMLUwsTDwsTCwsTC0MLEwsXExcLEwsXCxMLATMPHwcfBw8bFyMnIycrHyMfIxsfJyMjMx8LBQNNAr4SHx3NzwMDC0kdUb0dS6sFQQMDC98dZeEdZRYCHVceAgMDJgICAmFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVDHefpHQoCDgIDA8v/AwMZqQMDGbEDAwvTHe3vHSoCLgIdUgJWAgMDC3ICHXYCegIdggKGAgVFYWZmaW5lX21hcDwoZDApIC0+IChkMCk+AAVHETEAYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgADAQVJBUsFTQVPDS8RAQEFUQMHGbO1SU85BVMFVQMFGcFPOR1XxwVXAwMLWxEBBQMDC9UdYdcFWR1h2wVbAwML5QMDCwYCAwMLNgIDAxmOAh2SApYCAwNzdQVdEQstAxF5ezN9f4GDhYeJN4uN/Y+RBV8BBff3DS0FYSMLBSEIAAAAAAAAAAEAAAAAAAAABWMRCwEFZRELDQVnBWkFawEJPT2TmQMFP5VDlwlBIwsFIYAAAAAAAAAAAgAAAAAAAAADBT+bQ50JRSMLBSGAAAAAAAAAAAABAAAAAAAAAwUzRzdBAwUzRzdFHUulHacBBW0jAQcZAQAAAAEAAAAAAAAAHa0BBW9hZmZpbmVfbWFwPCgpIC0+ICgpPgAjAQcZAQAAAAIAAAAAAAAAIwENMQEAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAVxHVG5HbsBBXMdvwEFdSMBCykBAAAAAQAAAAEAAAAAAAAAAAAAAAMDC8URAQIEHckBBXcFeQV7HdEBBX0RAQIIEwkBHdkBBX8d3QEFgREFAR3jAQWDEQFBBYUd6wEFhwWJHfEBBYsjdHB1Lm1lbW9yeV9zcGFjZTxhbnk+ACN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5tZW1vcnlfc3BhY2U8c2VtYXBob3JlX21lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5jb3JlX3R5cGU8dGM+ACNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4AEQEQAMD/PwWNHRICAQWPHRoCAQWRHSICAQWTBZUFlx0yAgEFmREFBQMDPgJbBZsdRgJKAgWdHU4CAQWfBaEdWgIBBaMDB2ICORlmAmoCbgIFpSMBCSEBAAAAAQAAAAIAAAAAAAAABacjAQEBEQEJBakdfgIBBasFrR2KAgEFryMBBxkBAAAAAwAAAAAAAAAFsR2aAgEFswMDC6ICEQH6Px2qAq4CBbUdsgIBBbcdugK+AgW5HcICAQW7AQICJwUCBAIECQMnBQIEAgQBCwECBBf5AwUzNRf5ATOvF/MFIQIIARcX8wUCQAIEARcX9QUCBAkJFxf1BQIEAggJFxf1BwkCBAIEATsX+wMCCAE1F/MFBQIIARcX8wMCCAE1JwcFAgQCBAEnBQIEBQknBQIEAggJF/UHBQUCBAE7F/UFBQIEARcX8wUFAgQBFwUTAQERExUXGRsNAQUFAQEFAQEBCSF0cHUuZG1hX3NlbWFwaG9yZQAEzg4FAREBcQcDAQ0TEQF3BwOvpgITAQEBAREBEwEVARcBGQEbAQ0BAwOjBQMBBQcJIQMNBRETCQYJAw8DFQMDCQUDAQUHCSMDHQcFARkJBgkDHwMbFwUJTQcdDxcDA7cFAwEFBwchAw0FER8JBgcDDwMhAwMHBQMBBQcHIwMdBwUBJQkGBwMfAycZBQdTByMpDwMDVcMDASsHVR8DAQUDKwMDAwUDAQMDAwUDAQMDAyUDARsHAx8DAQUxMwMDA1kDAR0UAwcxNTcFAyNLAwEDMQYRAwUDrzMGEQMBBQ+xAwNvBQMBAwNvngIDATUGpgIDAQW1szcGtgIDAQW3uQMDLy0DASUGLwMBBa+9AwMxLQMBJwYxAwEFr8EFBwkhAw0FES8JBgkDDwPFAwMJBQMBBQcJbQMnCQ2/w8kJBgkDKQPLBQcJIwMrBwe7LRcFCU0Hz83HKQADAwMDJQMBAwMDBQMBAwMDBQMBAwMDJQMBGwcDHwMBBT0/AwMDWQMBHRQDBz1BQwUDGTcDAQMDAy8tAwElBi8DAQWvsQMDMS0DAScGMQMBBa+1BQcHIQMNBRE7CQYHAw8DuQMDBwUDAQUHB20DJwkNs7e9CQYHAykDvwMDBwUDAQUHByMDKwcHwy0ZBQdTB7vFwSkAAwMDAyUDAQMDX10DCQcGYwMDA0cDA19dAwkHBmMDAwNLAwMPDQMFAwMPDQMFAwMPDQMFCwYPAyEJDU9RUx8GDwMHA1UDAxtnAwEHBhsDBwNZIQcbHwMHBVdbDQYnAwMDXQMDHWkDAQcGHQMHA2EjBh0DBwVXYw0GJwMDA2UDAxENAwUDAxENAwULBhEDIwcJaWsHBhMDAwNtDwcTFQMDBV9vEQcpFQMDBUlxBwYTAwMDbQ8HExUDAwVndREHKRUDAwVNdwMDD2sDBQMDDw0DBQMDDw0DBQsGDwMhCQ17fX8fBg8DBwOBAwMbZwMBBwYbAwcDhSEHGx8DBwWDhw0GJwMDA4kDAx1pAwEHBh0DBwONIwYdAwcFg48NBicDAwORAwMRDQMFAwMRawMFCwYRAyMHCZWXBwYTAwMDmQ8HExUDAwWLmxEHKRUDAwVznQcGEwMDA5kPBxMVAwMFk6ERBykVAwMFeaMtB0ICOgIDJQWfpQMDKw0DBQMDKw0DBQsGKwMlBwupqy8FK14CCacLqasVAAETEQGfBwMJDwUBAQEBAwMBBQMBAwMBBQMBFQQBBQEFExEBoQcDBwsFAQEBAQMDAQUDARUEAQUBAwYDAQUBAOYSvRELEQsJCwkLCQsRCRUNMRsVEQsTEREJC1UtFxkJRSMLDR0JJRMTKRUdHSMjISMpLQslCxUhFxkdGSUTHSkNGRkZIyMhFxUZGRcXJREXHSEZFRcXGRknIyMfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudAB0cHUubWVtcmVmX3NsaWNlAHZlY3Rvci5icm9hZGNhc3QAdHB1Lm1lbXJlZl9zcXVlZXplAHZlY3Rvci5sb2FkAHRwdS5iaXRjYXN0AGFyaXRoLm11bGYAYXJpdGguYWRkZgBmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AdHB1LmVucXVldWVfZG1hAHRwdS53YWl0X2RtYTIAYXJpdGguYWRkaQBzY2YuZm9yAHZlY3Rvci5zaGFwZV9jYXN0AGFyaXRoLnNobGkAYXJpdGguYW5kaQBhcml0aC5yZW1zaQBhcml0aC5kaXZzaQBzY2YueWllbGQAYXJpdGgubXVsaQB0cHUuY29uY2F0ZW5hdGUAdHB1LnZlY3Rvcl9zdG9yZQBhcml0aC5pbmRleF9jYXN0AG1lbXJlZi5sb2FkAGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAHZhbHVlAG9wZXJhbmRTZWdtZW50U2l6ZXMAZnVuY3Rpb25fdHlwZQBzeW1fbmFtZQB0cmFuc2Zvcm1faW5kaWNlcwB0cmFuc2Zvcm1fMgB3aW5kb3dfYm91bmRzAHRyYW5zZm9ybV8zAGRtYV9zdGFydDoAc3RyaWN0X29yZGVyaW5nAGRtYV93YWl0OgBtdWw6AGJyb2FkY2FzdF9pbl9kaW06AGdldDoAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9jb21iaW5lAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBkbWFfc3RhcnQAZG1hX3N0YXJ0L2RtYV9zdGFydABwcmlvcml0eQBkbWFfd2FpdABkbWFfd2FpdC9kbWFfd2FpdABtdWwAb3ZlcmZsb3dGbGFncwBzY2FuOgBzY2FuAGJyb2FkY2FzdF9pbl9kaW0AYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAGdldABzaGlmdF9sZWZ0OgBzaGlmdF9sZWZ0AGJpdGNhc3RfY29udmVydF90eXBlOgBiaXRjYXN0X2NvbnZlcnRfdHlwZS9iaXRjYXN0X2NvbnZlcnRfdHlwZQBhbmQ6AGFuZABnZXQvZ2V0AG11bC9tdWwAZmFzdG1hdGgAYWRkOgBhZGQvYWRkAGRpbWVuc2lvbgBjb25jYXRlbmF0ZToAY29uY2F0ZW5hdGUvY29uY2F0ZW5hdGUAc3dhcDoAc3dhcC9zd2FwAGFkZABzdHJpZGVzAHJlbToAcmVtAGRpdjoAZGl2AGppdDoAaml0AG1heDoAbWF4L21heABtaW46AG1pbi9taW4A\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:2105344,\0A\22flops\22:1048576,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<8x256xi32>, tensor<2048x128xui32>, tensor<1024x2xf32>) -> tensor<1024x256xf32>
  return %76, %74 : tensor<1024x256xf32>, tensor<2048x128xui32>
}
func.func private @namtrain_gmm_small_routed_down_combine__cumsum(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %0 = call @namtrain_gmm_small_routed_down_combine__cumsum_0(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine__cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  return %1 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine__floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
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
  %14 = call @namtrain_gmm_small_routed_down_combine___where(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  return %14 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine___where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine___where_1(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xi32>
  return %2 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_small_routed_down_combine___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_small_routed_down_combine___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_routed_down_combine__cumsum_4(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %0 = call @namtrain_gmm_small_routed_down_combine__cumsum_5(%arg0) : (tensor<9xi32>) -> tensor<9xi32>
  return %0 : tensor<9xi32>
}
func.func private @namtrain_gmm_small_routed_down_combine__cumsum_5(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[8, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 9>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
  return %1 : tensor<9xi32>
}
