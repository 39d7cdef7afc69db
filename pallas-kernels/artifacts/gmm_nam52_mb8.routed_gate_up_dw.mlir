func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dw(%arg0: tensor<32768x2048xbf16>, %arg1: tensor<196608xi32>, %arg2: tensor<196608x640xbf16>, %arg3: tensor<64xi32>) -> (tensor<64x2048x640xbf16> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<65> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<383> : tensor<i32>
  %c_2 = stablehlo.constant dense<512> : tensor<i32>
  %c_3 = stablehlo.constant dense<196608> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<16> : tensor<ui32>
  %0 = stablehlo.slice %arg0 [0:32768, 0:1024] : (tensor<32768x2048xbf16>) -> tensor<32768x1024xbf16>
  %1 = stablehlo.bitcast_convert %0 : (tensor<32768x1024xbf16>) -> tensor<32768x1024xui16>
  %2 = stablehlo.convert %1 : (tensor<32768x1024xui16>) -> tensor<32768x1024xui32>
  %3 = stablehlo.slice %arg0 [0:32768, 1024:2048] : (tensor<32768x2048xbf16>) -> tensor<32768x1024xbf16>
  %4 = stablehlo.bitcast_convert %3 : (tensor<32768x1024xbf16>) -> tensor<32768x1024xui16>
  %5 = stablehlo.convert %4 : (tensor<32768x1024xui16>) -> tensor<32768x1024xui32>
  %6 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<32768x1024xui32>
  %7 = stablehlo.shift_left %5, %6 : tensor<32768x1024xui32>
  %8 = stablehlo.or %2, %7 : tensor<32768x1024xui32>
  %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %10 = stablehlo.maximum %arg3, %9 : tensor<64xi32>
  %11 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dw__cumsum(%10) : (tensor<64xi32>) -> tensor<64xi32>
  %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<64xi32>
  %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %15 = stablehlo.slice %13 [0:63] : (tensor<64xi32>) -> tensor<63xi32>
  %16 = stablehlo.concatenate %14, %15, dim = 0 : (tensor<1xi32>, tensor<63xi32>) -> tensor<64xi32>
  %17 = stablehlo.slice %13 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
  %18 = stablehlo.reshape %17 : (tensor<1xi32>) -> tensor<i32>
  %19 = stablehlo.compare GT, %13, %16, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
  %20 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dw__floor_divide(%16, %c_2) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %22 = stablehlo.minimum %20, %21 : tensor<64xi32>
  %23 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %24 = stablehlo.subtract %13, %23 : tensor<64xi32>
  %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %26 = stablehlo.maximum %24, %25 : tensor<64xi32>
  %27 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dw__floor_divide(%26, %c_2) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %28 = stablehlo.subtract %27, %22 : tensor<64xi32>
  %29 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %30 = stablehlo.add %28, %29 : tensor<64xi32>
  %31 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dw___where_1(%19, %30, %c_0) : (tensor<64xi1>, tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  %32 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %33 = stablehlo.concatenate %31, %32, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %34 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %35 = stablehlo.concatenate %22, %34, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %36 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dw__cumsum_2(%33) : (tensor<65xi32>) -> tensor<65xi32>
  %37 = stablehlo.slice %36 [64:65] : (tensor<65xi32>) -> tensor<1xi32>
  %38 = stablehlo.reshape %37 : (tensor<1xi32>) -> tensor<i32>
  %39 = stablehlo.iota dim = 0 : tensor<447xi32>
  %40 = stablehlo.subtract %38, %c_0 : tensor<i32>
  %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %42 = stablehlo.minimum %39, %41 : tensor<447xi32>
  %43 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<65xi32>) -> tensor<1x65xi32>
  %44 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x65xi32>) -> tensor<447x65xi32>
  %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<447x1xi32>) -> tensor<447x65xi32>
  %47 = stablehlo.compare LE, %45, %46, SIGNED : (tensor<447x65xi32>, tensor<447x65xi32>) -> tensor<447x65xi1>
  %48 = stablehlo.convert %47 : (tensor<447x65xi1>) -> tensor<447x65xi32>
  %49 = stablehlo.reduce(%48 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<447x65xi32>, tensor<i32>) -> tensor<447xi32>
  %50 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %51 = stablehlo.compare LT, %49, %50, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %52 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %53 = stablehlo.add %49, %52 : tensor<447xi32>
  %54 = stablehlo.select %51, %53, %49 : tensor<447xi1>, tensor<447xi32>
  %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %56 = "stablehlo.gather"(%35, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %57 = stablehlo.add %56, %42 : tensor<447xi32>
  %58 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %59 = stablehlo.compare LT, %49, %58, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %60 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %61 = stablehlo.add %49, %60 : tensor<447xi32>
  %62 = stablehlo.select %59, %61, %49 : tensor<447xi1>, tensor<447xi32>
  %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %64 = "stablehlo.gather"(%36, %63) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %65 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %66 = stablehlo.compare LT, %49, %65, SIGNED : (tensor<447xi32>, tensor<447xi32>) -> tensor<447xi1>
  %67 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<447xi32>
  %68 = stablehlo.add %49, %67 : tensor<447xi32>
  %69 = stablehlo.select %66, %68, %49 : tensor<447xi1>, tensor<447xi32>
  %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<447xi32>) -> tensor<447x1xi32>
  %71 = "stablehlo.gather"(%33, %70) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65xi32>, tensor<447x1xi32>) -> tensor<447xi32>
  %72 = stablehlo.subtract %64, %71 : tensor<447xi32>
  %73 = stablehlo.subtract %57, %72 : tensor<447xi32>
  %74 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %75 = stablehlo.concatenate %16, %74, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %76 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %77 = stablehlo.concatenate %13, %76, dim = 0 : (tensor<64xi32>, tensor<1xi32>) -> tensor<65xi32>
  %78 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %79 = stablehlo.reshape %arg1 : (tensor<196608xi32>) -> tensor<384x512xi32>
  %80 = stablehlo.custom_call @tpu_custom_call(%49, %73, %75, %77, %78, %79, %8, %arg2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFZCQEDBQcBAwkDRQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS00DygTyA00B8wcPExcTFxMbExMLhRcXExcTE2UPEw8LFxcLDxcTFxcLDwsTEw8XCxcTExMLCwsLCwsPDwsPEwsXCxMLFxcLCwsTFxsXExcLFxcnEwsrCxMLHxcTCw9LCxcLpQtzCwsLCwsbGwtTGwtzGwsbCw8LDw8LDwsPCw8LDxMFEV1hYY2FkU0qAgHzCwsTCwsTCw8LEwsLEwsPFxMTCwsTCwsTCwsTCxMLDwsTCxMLEwsnUxcPCxMLCxMLFx8TCxcLFwsTCxMLIwsTCwsTCw8TCxMLCxMLFx8LEwszCwsLGwtTFw8TC0MTC1VDcwsTCxMLYwsTCxMLCxMLFxcTEw8TEw8XHwcFWVkBSw8HCx8fDwcfGwcbHx8fGx8fHx8nKycrJycfHyMfIx8jI1M3Ox8FA00CzhofHWHZAwMVYx1eAmICAwMV3R2iA6YDHX2WAgMDFgLqAx2flgMdl3YDBU9hZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgADAzMiAh1qAm4CAwMVaR1SAlYCHXuOAh19rgNhZmZpbmVfbWFwPChkMCkgLT4gKGQwKT4AHWHfHXF2AhEFAAVRAwMV7gIDAy2CAwVTHeXnHQoCDgIdcT4CHQYDCgMDAy1yAwVVEQsVBVcDAzPjAwMz7x1n8R0mAioCBVkdrgKyAh17zgIdjRYDHY0eAwMBBVsFXQVfBWEFYxEBAR1n6wVlEQEFHW0aAgVnHTICNgIFaR11SgIFawMDM34CHYIChgIFbQVvBXEjAQEBHboCvgIDA/IC9gId+gL+AgMDM0EDAxUSAwVzHSYDKgMdOgM+AwMHTSstXgN/gR2XagMFdQMHLYYDigNjmysFdx2fjgMFeQMFLZ4DmysdtgO6AwMDp6kFexELLQMRra8/sbW3uUG7QUO9v//BwwV9AQf5+f0NQ2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABX8jCwcxAQAAAAAAAAABAAAAAAAAAL8BAAAAAAAABYEFgwWFBYcFiQEJV1fFywMFWcddyQlbIwsFIQACAAAAAAAAgAIAAAAAAAADBVnNXc8JXyMLBzEBAAAAAAAAAAAIAAAAAAAAgAIAAAAAAAADBT/TQ1sNRQMFP9dDXw1HHdsBBYsRAwEd4QEFjRELCQWPHekBBZEd7QEFkxELAR0GAgEjdHB1Lm1lbW9yeV9zcGFjZTxhbnk+ACN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5tZW1vcnlfc3BhY2U8c2VtYXBob3JlX21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5jb3JlX3R5cGU8dGM+ACN0cHUuZG90X2RpbWVuc2lvbl9udW1iZXJzPFswXSwgWzBdLCBbMV0sIFsxXSwgWzAsIDEsIDEsIDFdLCBbXSwgW10+AAWVBZcdEgIBBZkFmx0eAgEFnRELBQWfHS4CAQWhBaMdOgIBBaUdTQEDAxVGAhEB8g0dTgIBBacFqR1aAgEFqwWtHWYCAQWvBbEdcgIBBbMdegIBBbURCxEFtx2KAgEFuR2SAgEFux2aAgEFvQMHTSstogJ/gSMBCSEBAAAAAQAAAAMAAAAAAAAAAwMVqgIRAUEFvx22AgEFwQXDHcICAQXFAwMVygIRARAAwP8/HdICAQXHAwPaAmkFyR3iAuYCBcsd6gIBBc0RAQIQBc8jAQMJAAAAAAXRHQIDAQXTBdUdDgMBBdcTDQEdGgMBBdkdIgMBBdsF3R0uAwEF3wMDFTYDJQ8JAAAAAAXhHUIDAQXjAwdKAwICTgMrUgMrBeUF5wXpAwNaA+4DBesjAQkhAQAAAAEAAAACAAAAAAAAAAMDFWYDExMBHW4DAQXtIwEHGQEAAAABAAAAAAAAAB16AwEF72FmZmluZV9tYXA8KCkgLT4gKCk+ACMBBxkBAAAAAgAAAAAAAAAjAQ0xAQAAAAAAAAABAAAAAQAAAAAAAAAAAAAABfEdkgMBBfMdmgMBBfUjAQspAQAAAAEAAAABAAAAAAAAAAAAAAAF9x2qAwEF+R2yAwEF+wX9Hb4DAQX/AwMVxgMRAfT/Bx1tzgMd0gMBBQICHXXaAx3eAwEFBgIDAxXmAxEB0P///z8jYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAECAgMBCRf3A/oNASUX9wMKAgElAQIEBycFAkACFBMX9wMFASULF/sDBUslJwUCEAIgAScFAhACQAEnBQIQAhQBF/sBS34DJwUCEAJADScFAhACQAUnBQIQAhQNJwUCEAIUBRfzBQIMAhABFxfzBQQACAIgARcX9QUCEAIUDRcX9QcFAkACFA2zF/UFAkACFBMXF/UFAhACIAEXF/cDAhABJScFAkACFA0nBwUCQAIUDScFAhACIBMX8wUFAhABFxfzAwIQASUX9QUFAiABFxfzBQUCIAEXBSMBAQEHBwkJEScpKy0vMTMRFQEFEQEBAQcHCQkRBQEBBREBAQEHBwkJEQcBAQEnBQIQAkATIXRwdS5kbWFfc2VtYXBob3JlAATKGwUBEQGlBwMBDR8RAasHA6dGAiMBAQEBAQEHAQcBCQEJAREBJwEpASsBLQEvATEBMwERARUBAwMnCQMDBwYnAwEFDyMFBzVFAwUFBSUJBgMDAwMFBwYDAwEFBykDA2UFAwEFB0lHAwUFBS0DAzcdAwElBzcPAwEFBTEDA2sFAwEnBmsDAQUzNQkGAwMDAzcHBgMDAQUHOQUHSxkDBQU7KykGbwMFBS89AwMnCQMDBwYnAwEFD0EDAzcdAwElBzcPAwEFQ0UFB0lHAwUFBUcDAzkdAwETBzkPAwEFBUsDA3NCAgMBKwZzAwEFTU8JBgMDAwNRBwYDAwEFB1MFB0sZAwUFVSspBm8DBQVJVwkGAwMDAysHBgMDAQULWwkGAwMDAysHBgMDAQUNXwMDZQUDAQUHSUcDBQUFYxkGHwMBA2UDAwcFAwEFBwcZAwUFZ2kbFAcDawkDBxUDAyPiAwMBAwMjCQMDBwYjAwEFH6k9BCMHpx+pCwAHAwEFCwAHCQYDAwMDBQcGAwMBBQltCQYDAwMDBQcGAwMBBQlxAwMbHQMBHQcbDwMBBXN1EwcpDwMBBXcBBQd5dwMFBWFdEQYhAwUFJ3sDAycJAwMHBicDAQUffwUHSxkDBQWBeREGIQMFBX2DGQYfAwEDhQMDBwUDAQUHBxkDBQWHiRsUBwOLCQMxeQMDlQUDAQ8HEz0DFQUhpxcGEwMdA6kDAxMFAwEPBxMxAzsHEW+tFwYTAz0DrzcFE5kHsR2rAwOdBQMBDwcRPQMVBSGzFwYRAx0DtQMDEQUDAQ8HETEDOwcRb7kXBhEDPQO7OQURoQe3vR0DAwsFAwEDAwsvAwETBwsPAwEFv8EDAwsdAwE7FAsHv8PFBQMlTwMBCwMDGx0DAR0HGw8DAQXX2QMDOQUDARMHOQ8DAQXd2wkGAwMDA98HBgMDAQUd4QMDowUDAQMDo8IDAwEnBsoDAwEF5eMrBtYDAwEF5+kDA5UFAwEPBxM9AxUFIe0XBhMDHQPvAwMTBQMBDwcTMQM/BxvX8wMDEwUDAQ8HEzEDQQcT6/c3BROZB/n18QsACwMDCy8DAQMDCwUDAQMDCy8DARMHCw8DAQXJywMDCx0DATsUCwfJzc8FAxMrAwELAwOdBQMBDwcRPQMVBSHZFwYRAx0D2wMDEQUDAQ8HETEDPwcb198DAxEFAwEDAxEFAwEPBxExA0EHE+PlOQURoQfd5+ELAAsDAwsvAwEDAyMJAwMHBiMDAQUf0z0EIwd5H9MLAAcDAQULAAcRBiEDBQUnPxkGHwMBA40DAwcFAwEFBwcZAwUFj5EbFAcDkwkDCx0DA1NiAwMTDQZVAw8DpwMDDQkDAwMDDQkDAxUGDQMPBxmrrSMFDZMJqRmrrQsABwMBBQsABwUHeXcDBQVhXREGIQMFBSeVGQYfAwEDlwMDBwUDAQUHBxkDBQWZmxsUBwOdCQNv5QMDAwkDAwMDAwkDAxUGAwMPBxmnqQMDAwkDAwMDAwkDAxUGAwMXBxutrwMDT6YCAwENBk8DFwOzPwdPDwMXBbG1MQaDAzkDtwMDUcYCAwENBlEDFwO7EQZRAxcFsb0xBoMDOQO/QQfeAtYCA0kFucEtBh8DHwPDCQYDAwMDBQcGAwMBBQnHAwMbLwMBHQcbDwMBBcnLMwOHhQMZDQYpAxkDzRMHKQ8DGQXRzw0GOwMZA10FBzuJAyEF09UNBjUDGQNhBQc1RQMhBdPZEQYhAyEF19sDA1OLAw0NBlUDHwPfNQaPAx8H3cXhAwMDCQMDAwMDCQMDFQYDAyMHFeXnCQYDAwMDBQcGAwMBBQnrAwMbLwMBHQcbDwMBBe3vMwOHhQMbDQYpAxsD8RMHKQ8DGwX18w0GOwMbA10FBzuJAyUF9/kNBjUDGwNhBQc1RQMlBff9EQYhAyUF+/8DA1OLAw0NBlUDIwMGAjUGjwMjBwIC6QoCAwORMgMDD0MHkUYDAw8H4w4CEgJFBylWAwMPBasWAgMDDQkDAwMDDQkDAxUGDQMPBxkeAiICIwUNkwkaAhkeAiICCwAHAwEFCwAHEQYhAwUFJ1kZBh8DAQOfAwMHBQMBBQcHGQMFBaGjGxQHA6UJAxUxAwMDCQMDAwMDCQMDFQYDAw8HGaepLQYfAzUDqwMDDQkDAwMDDQkDAwMDDQkDAxUGDQM3CRevsbMvBg0DNQO1LwYNAzcDrSMFDZ4CC7kXr7GzCwAHAwEFCwAHIQABHxEB0QcDFxMRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwUHBgMDAQUJEQMDAQUDASEEAQUTAx8RAdUHAxcTEQEBAQEBAQcBBwEJAQkBEQEJBgMDAwMFBwYDAwEFBxEDAwEFAwEhBAEHEwEDBgMBBQEAPhkKAhERCQsLCw0lExMpFRMdHSUxGyUVRSMNCRUNFzEbFQlVLRcZFRENCREJCwsNVS0JDQkNCQkdCQsNBw0JCREdHSsjISMpLRUhFyURDQsLCwsJCxkdGSUJEx0VKQ0XFyEXGxEdIRsTGSUbGRUZFyMZFRcPGScZFxcjIxUjGRcfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudABhcml0aC5jbXBpAG1lbXJlZi5sb2FkAGFyaXRoLmluZGV4X2Nhc3QAc2NmLnlpZWxkAHZlY3Rvci5icm9hZGNhc3QAdHB1Lm1lbXJlZl9zbGljZQBhcml0aC5hbmRpAGFyaXRoLmFkZGkAdmVjdG9yLmxvYWQAdHB1Lm1lbXJlZl9zcXVlZXplAGFyaXRoLmV4dHVpAHNjZi5pZgBhcml0aC5tdWxpAGZ1bmMuZnVuYwBmdW5jLnJldHVybgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLnN1YmkAYXJpdGgubWF4c2kAYXJpdGgub3JpAGFyaXRoLm1pbnNpAGFyaXRoLnRydW5jZgB2ZWN0b3Iuc2hhcGVfY2FzdAB0cHUuYml0Y2FzdAB0cHUuaW90YQBhcml0aC5zZWxlY3QAdHB1LmVucXVldWVfZG1hAHRwdS53YWl0X2RtYTIAc2NmLmZvcgBtZW1yZWYuc3RvcmUAYXJpdGguc2hsaQB0cHUuY29uY2F0ZW5hdGUAdHB1Lm1hdG11bABhcml0aC5hZGRmAHZhbHVlAG9wZXJhbmRTZWdtZW50U2l6ZXMAcHJlZGljYXRlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAYWRkAHRyYW5zZm9ybV9pbmRpY2VzAHRyYW5zZm9ybV8yAHdpbmRvd19ib3VuZHMAdHJhbnNmb3JtXzMAZ2V0OgBlcToAbWF4OgBhZGQ6AG1pbjoAYW5kOgBzd2FwOgBzdHJpZGVzAGJyb2FkY2FzdF9pbl9kaW06AGRtYV9zdGFydDoAc3RyaWN0X29yZGVyaW5nAGRtYV93YWl0OgBzdGFibGVfbW9zYWljLnZlcnNpb24AZGltZW5zaW9uX3NlbWFudGljcwBpdGVyYXRpb25fYm91bmRzAHNjYWxhcl9wcmVmZXRjaABzY3JhdGNoX29wZXJhbmRzAG5hbXRyYWluX2dhdGhlcl90Z21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AGdldABsdDoAbHQvbHQAZXEAZXEvZXEAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXgAbmU6AG5lL25lAG9yOgBvci9vcgBtaW4AY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAbXVsOgBtdWwAYWRkL2FkZABndDoAZ3QvZ3QAYW5kL2FuZABzd2FwL3N3YXAAc2hpZnRfbGVmdDoAc2hpZnRfbGVmdABiaXRjYXN0X2NvbnZlcnRfdHlwZToAYml0Y2FzdF9jb252ZXJ0X3R5cGUvYml0Y2FzdF9jb252ZXJ0X3R5cGUAYW5kAGRpbWVuc2lvbgBjb25jYXRlbmF0ZToAY29uY2F0ZW5hdGUvY29uY2F0ZW5hdGUAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAZ2U6AGdlL2dlAGJyb2FkY2FzdF9pbl9kaW0AYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBkb3RfZ2VuZXJhbDoAZG90X2dlbmVyYWwvZG90X2dlbmVyYWwAZGltZW5zaW9uX251bWJlcnMAdHJhbnNwb3NlX2xocwB0cmFuc3Bvc2VfcmhzAGZhc3RtYXRoAGRtYV9zdGFydABkbWFfc3RhcnQvZG1hX3N0YXJ0AHByaW9yaXR5AGRtYV93YWl0AGRtYV93YWl0L2RtYV93YWl0AHNjYW46AHNjYW4Ac3dhcABqaXQ6AGppdABtYXgvbWF4AG1pbi9taW4A\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1398145024,\0A\22flops\22:599953244160,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gather_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<447xi32>, tensor<447xi32>, tensor<65xi32>, tensor<65xi32>, tensor<1xi32>, tensor<384x512xi32>, tensor<32768x1024xui32>, tensor<196608x640xbf16>) -> tensor<64x2048x640xbf16>
  return %80 : tensor<64x2048x640xbf16>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dw__cumsum(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dw__cumsum_0(%arg0) : (tensor<64xi32>) -> tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dw__cumsum_0(%arg0: tensor<64xi32>) -> tensor<64xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 64>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
  return %1 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dw__floor_divide(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
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
  %14 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dw___where(%11, %13, %2) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
  return %14 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dw___where(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dw___where_1(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<i32>) -> tensor<64xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64xi1>, tensor<64xi32>
  return %2 : tensor<64xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dw__cumsum_2(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %0 = call @namtrain_gmm_nam52_mb8_routed_gate_up_dw__cumsum_3(%arg0) : (tensor<65xi32>) -> tensor<65xi32>
  return %0 : tensor<65xi32>
}
func.func private @namtrain_gmm_nam52_mb8_routed_gate_up_dw__cumsum_3(%arg0: tensor<65xi32>) -> tensor<65xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[64, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 65>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<65xi32>, tensor<i32>) -> tensor<65xi32>
  return %1 : tensor<65xi32>
}
