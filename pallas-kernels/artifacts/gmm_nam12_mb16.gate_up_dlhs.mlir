func.func private @namtrain_gmm_nam12_mb16_gate_up_dlhs(%arg0: tensor<262144x1024xbf16>, %arg1: tensor<32x768x1024xbf16>, %arg2: tensor<32xi32>) -> (tensor<262144x768xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<33> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<511> : tensor<i32>
  %c_2 = stablehlo.constant dense<512> : tensor<i32>
  %c_3 = stablehlo.constant dense<262144> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %1 = stablehlo.maximum %arg2, %0 : tensor<32xi32>
  %2 = call @namtrain_gmm_nam12_mb16_gate_up_dlhs__cumsum(%1) : (tensor<32xi32>) -> tensor<32xi32>
  %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<32xi32>
  %5 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %8 = stablehlo.slice %4 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %11 = call @namtrain_gmm_nam12_mb16_gate_up_dlhs__floor_divide(%7, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<32xi32>
  %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<32xi32>
  %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<32xi32>
  %18 = call @namtrain_gmm_nam12_mb16_gate_up_dlhs__floor_divide(%17, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<32xi32>
  %20 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %21 = stablehlo.add %19, %20 : tensor<32xi32>
  %22 = call @namtrain_gmm_nam12_mb16_gate_up_dlhs___where_1(%10, %21, %c_4) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %23 = stablehlo.add %9, %c_2 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_0 : tensor<i32>
  %25 = call @namtrain_gmm_nam12_mb16_gate_up_dlhs__floor_divide_2(%24, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_2, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %31 = call @namtrain_gmm_nam12_mb16_gate_up_dlhs__cumsum_4(%28) : (tensor<33xi32>) -> tensor<33xi32>
  %32 = stablehlo.slice %31 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
  %34 = stablehlo.iota dim = 0 : tensor<543xi32>
  %35 = stablehlo.subtract %33, %c_0 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %37 = stablehlo.minimum %34, %36 : tensor<543xi32>
  %38 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %42 = stablehlo.compare LE, %40, %41, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %43 = stablehlo.convert %42 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %44 = stablehlo.reduce(%43 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %45 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %47 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %48 = stablehlo.add %44, %47 : tensor<543xi32>
  %49 = stablehlo.select %46, %48, %44 : tensor<543xi1>, tensor<543xi32>
  %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %51 = "stablehlo.gather"(%30, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %52 = stablehlo.add %51, %37 : tensor<543xi32>
  %53 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %54 = stablehlo.compare LT, %44, %53, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %55 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %56 = stablehlo.add %44, %55 : tensor<543xi32>
  %57 = stablehlo.select %54, %56, %44 : tensor<543xi1>, tensor<543xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %59 = "stablehlo.gather"(%31, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %60 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %61 = stablehlo.compare LT, %44, %60, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %62 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %63 = stablehlo.add %44, %62 : tensor<543xi32>
  %64 = stablehlo.select %61, %63, %44 : tensor<543xi1>, tensor<543xi32>
  %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %66 = "stablehlo.gather"(%28, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %67 = stablehlo.subtract %59, %66 : tensor<543xi32>
  %68 = stablehlo.subtract %52, %67 : tensor<543xi32>
  %69 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.concatenate %7, %69, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %71 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %4, %71, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %73 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.custom_call @tpu_custom_call(%44, %68, %70, %72, %73, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFJCQEDBQcBAwkDNQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9A34D4gIvAfUHDxMPExcLDw8TDwsLCw8PE2WFCwsPDxMPExc3Dw8PCwsLCwsPCwsPExcXFxMLFxMLD0sLFwulC3MLCwsLCxcbC1MbC3MbC1MbGwsbDwsPEw8LDwsPDwsPDwsLDwsLDwsPCw8PCwsPCwsPCwsPCxMPDw8LEw8LDwsLCwULYWGRjU0HBVlZAW0TCxcLEwsXCxMLFxMLEwsbCyMXCxMLCxMLCxMLEw8TCwsTCwsLUwsTFx8LEwszCwsLGwsTEwsFAyoCAS8PBwsfGx8PGwcHHx8fJysnJz83Ox8jHwJOEh8dR5kDAw2pHdfZAwMNnR2GAooCBT8dR6sdS7EDAxuvHdHTBUEFQwVFHbu9HcvNAwMbPWFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFRwVJHbW3HU3BAwMbxR1NxwMD8f8dXgJiAgMHkgI5lgKaAp4CogIRBQARDRURDQUFSwVNBU8NJQVRHaOlBVMFVR3r7R3zBgIdNgI6Ah1qAm4CAwMNegIdW34CBVcdrgKyAgMDYWMFWRENLQMRZ2kXa29xczt1PRl3ef17fQVbAQf7+fkNI2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABV0jDQcxAQAAAAAAAAAfAgAAAAAAAAEAAAAAAAAABV8FYQVjBWUFZwEHf4WLAwUngSmDCT8jDQUhAAIAAAAAAAAABAAAAAAAAAMFJ4cpiQlBIw0HMQEAAAAAAAAAAAMAAAAAAAAABAAAAAAAAAMFJ40pjwlDIw0FIQACAAAAAAAAAAMAAAAAAAADBRdFGT8DBReVGUENJwMFF0UZQx2bAQVpEQEBAwMNoREBfQVrHacBBW0RAwEdrQEFbxENCR2zAQVxBXMduQEFdQV3Hb8BBXkdwwEFexENAR3JAQV9BX8dzwEFgQWDHdUBBYUFhx3bAQWJAwMN3xEBgR1L4x3lAQWLAwMN6REBBQWNHe8BBY8FkQWTI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmNvcmVfdHlwZTx0Yz4AI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgAdCgIBBZUdEgIWAgWXHRoCAQWZHSICJgIFmx0qAgEFnQMDDTICEQECEAWfHT4CAQWhAwNGAkoCBaMjAQMJAAAAAB1SAlYCBaUdWgIBBacFqR1mAgEFqwWtHXICAQWvAwMbOxMTAR2CAgEFsQWzHY4CAQW1BbcFuSMBCSEBAAAAAQAAAAIAAAAAAAAABbsjAQEBAwMNqgIlCwkAAAAABb0dtgIBBb8DB74C3gLCAjnGAjkFwQXDBcUDA84CAgIFxx1b1gId2gIBBckjdHB1LmRvdF9kaW1lbnNpb25fbnVtYmVyczxbMV0sIFsxXSwgWzBdLCBbMF0sIFswLCAwLCAxLCAwXSwgW10sIFtdPgABAgIDAQkX9wP6EAEjF/cDhQEjJwUCEAIYEwECBBf3AwUBIwcLJwUCEAIYAScFAhACGAUnBQIQAhgRF/UFAhACIBElF/UHBQIYAiARbRf1BQIQAhgRJRf1BQIQAhgTJQUZAQEBBwcJCQ8bHR8hAQURAQEBBwcJCQ8FAQEFEQEBAQcHCQkPBwEBAScFAhACIBEnBwUCGAIgEScFAhgCIBEEKhAFAREBXwcDAREREQFlBwNHbxkBAQEBAQEHAQcBCQEJAQ8BGwEdAR8BIQEDAw8FAwMHBg8DAQUPGQUHERMDBQUDGwkGAwMDAwMHBgMDAQUHHwMDLQkDAQUHMS8DBQUFIxcGHwMFBR0lGQYVAwEDJwMDBwkDAQUHByEDBQUpKxsUBwMtCQMLHQMD0gJXAxMPBlkDCwNHAwMLBQMDAwMLBQMDCwYLAwsHF0tNHQULNwlJF0tNDQAHAwEFDQAHAwPh3QMBBQcREwMFBSEvFwYfAwUFHTEZBhUDAQMzAwMHCQMBBQcHIQMFBTU3GxQHAzkJAyNNAwMDBQMDAwMDBQMDCwYDAwsHF0dJAwMDBQMDAwMDBQMDCwYDAykHEU1PAwMDBQMDAwMDBQMDAwMDBQMDCwYDAysJE1NVVzEGAwMtA1kDA12mAgMLMwddugIDCwdRW101BzXKAgMLBUtfAwMLBQMDAwMLBQMDCwYLAwsHF2NlHQULNwlhF2NlDQAHAwEFDQAHAwMtCQMBBQcxLwMFBQU7FwYfAwUFHT0ZBhUDAQM/AwMHCQMBBQcHIQMFBUFDGxQHA0UJA1e1AwMtCQMBBQcxLwMFBQNHAwNP5wMBIQdPMwMBBQNLAwNRCQMBIwZRAwEFTU8JBgMDAwNRBwYDAwEFCVMJBgMDAwMDBwYDAwEFCVcFBw4CIQMFBVVZJQYeAgMFBUlbCQYDAwMDAwcGAwMBBQlfAwNTLgIDAScHUzMDAQVhYykDTgJCAgMVDwY1AxUDZSsHNTMDFQVpZwkGAwMDAyEHBgMDAQULbQ8GVQMVA28FB1V2AgMXBWtxCQYDAwMDIQcGAwMBBQ11DwYRAxUDdwUHERMDFwVreRcGHwMXBXN7AwMDBQMDAwMDBQMDCwYDAxkHFX+BLQYVAwsDgwMDK1cDEw8GWQMLA4cVBh0DCwddiYUDAwMFAwMDAwMFAwMLBgMDCwcXjY8VBh0DCwd9kYsvBhUDGQOTAwMLBQMDAwMLBQMDCwYLAxkHFZeZHQULNwmVFZeZDQAHAwEFDQAHEwABEREBkQcDIScRAQEBAQEBBwEHAQkBCQEPAQkGAwMDAwMHBgMDAQUJEQMDDwUDAwcGDwMBBQ8VBQcREwMFBQMXAwMrCQMBFQYdAwEHGQUbAwMBCQMBEwQBBRMdEREBkwcDJS8RAQEBAQEBBwEHAQkBCQEPAQkGAwMDAwMHBgMDAQUHEQMDSZ8DAR8GSQMBBRMVAwMPBQMDBwYPAwEFDxkFBxETAwUFAxsDAysJAwEVBh0DAQcdBR8DAwEJAwETBAEHFwEhEREBlwcDFxMRAQEBAQEBBwEHAQkBCQEPAQkGAwMDAwMHBgMDAQUJEQMDAQkDARMEAQUTAQYDAQUBAKoSyyMTHR0lMRsRKQkVDUUNCRELFQ0XCQsNCQ0JCQsdCQsHCw1VLRELDQclFQkLDQkJCxEdHRsjISMpLSUJCQsZGRkdJRUTHQ0XFyUbFxcTFxUZFxkjDxkXGxkVIxUZIxkXHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAYXJpdGguY21waQBtZW1yZWYubG9hZABhcml0aC5pbmRleF9jYXN0AHZlY3Rvci5sb2FkAHNjZi55aWVsZAB2ZWN0b3IuYnJvYWRjYXN0AGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5zZWxlY3QAYXJpdGguYW5kaQBhcml0aC5leHR1aQBzY2YuaWYAdHB1LnZlY3Rvcl9zdG9yZQBhcml0aC5taW5zaQBhcml0aC5zdWJpAGFyaXRoLm1heHNpAGFyaXRoLm9yaQBhcml0aC5tdWxpAHRwdS5pb3RhAGFyaXRoLmFkZGkAYXJpdGguZXh0ZgBhcml0aC50cnVuY2YAdmVjdG9yLnNoYXBlX2Nhc3QAdHB1Lm1hdG11bABhcml0aC5hZGRmAHZhbHVlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAcHJlZGljYXRlAHRyYW5zZm9ybV9pbmRpY2VzAHdpbmRvd19ib3VuZHMAdHJhbnNmb3JtXzAAdHJhbnNmb3JtXzEAdHJhbnNmb3JtXzIAZ2V0OgBsdDoAZXE6AGJyb2FkY2FzdF9pbl9kaW06AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fZ21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AG1pbjoAbWluAGdldABsdC9sdABqaXQ6AGppdABzZWxlY3RfbjoAc2VsZWN0X24vc2VsZWN0X24AZXEAZXEvZXEAYW5kOgBhbmQvYW5kAGNvbnZlcnRfZWxlbWVudF90eXBlOgBjb252ZXJ0X2VsZW1lbnRfdHlwZS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBjb25kOgBjb25kAGx0AHN1YjoAc3ViAG92ZXJmbG93RmxhZ3MAbWF4OgBtYXgAbmU6AG5lL25lAG9yOgBvci9vcgBtdWw6AG11bABkaW1lbnNpb25zAGlvdGE6AGlvdGEvaW90YQBhZGQ6AGFkZC9hZGQAZ2U6AGdlL2dlAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQBzd2FwOgBzd2FwL3N3YXAAYWRkAG9wZXJhbmRTZWdtZW50U2l6ZXMAc3RyaWRlcwBkb3RfZ2VuZXJhbDoAZG90X2dlbmVyYWwvZG90X2dlbmVyYWwAZGltZW5zaW9uX251bWJlcnMAdHJhbnNwb3NlX2xocwB0cmFuc3Bvc2VfcmhzAGZhc3RtYXRoAGJyb2FkY2FzdF9pbl9kaW0A\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:989855744,\0A\22flops\22:437281357824,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x1024xbf16>, tensor<32x768x1024xbf16>) -> tensor<262144x768xbf16>
  return %74 : tensor<262144x768xbf16>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dlhs__cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_gate_up_dlhs__cumsum_0(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dlhs__cumsum_0(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  return %1 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dlhs__floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
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
  %14 = call @namtrain_gmm_nam12_mb16_gate_up_dlhs___where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
  return %14 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dlhs___where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dlhs___where_1(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
  return %2 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dlhs__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_nam12_mb16_gate_up_dlhs___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dlhs___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dlhs__cumsum_4(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_gate_up_dlhs__cumsum_5(%arg0) : (tensor<33xi32>) -> tensor<33xi32>
  return %0 : tensor<33xi32>
}
func.func private @namtrain_gmm_nam12_mb16_gate_up_dlhs__cumsum_5(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[32, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 33>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<33xi32>, tensor<i32>) -> tensor<33xi32>
  return %1 : tensor<33xi32>
}
