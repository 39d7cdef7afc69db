func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad(%arg0: tensor<128x128xf32>, %arg1: tensor<256x128xf32>, %arg2: tensor<256xi32>, %arg3: tensor<128x2xi32>, %arg4: tensor<128x2xf32>, %arg5: tensor<256x128xf32>, %arg6: tensor<4x128x128xf32>, %arg7: tensor<4xi32>) -> (tensor<256x128xf32> {jax.result_info = "result[0]"}, tensor<4x128x128xf32> {jax.result_info = "result[1]"}, tensor<128x2xf32> {jax.result_info = "result[2]"}) {
  %c = stablehlo.constant dense<6> : tensor<i32>
  %c_0 = stablehlo.constant dense<true> : tensor<i1>
  %c_1 = stablehlo.constant dense<7> : tensor<i32>
  %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_2 = stablehlo.constant dense<5> : tensor<i32>
  %c_3 = stablehlo.constant dense<4> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %c_5 = stablehlo.constant dense<3> : tensor<i32>
  %c_6 = stablehlo.constant dense<64> : tensor<i32>
  %c_7 = stablehlo.constant dense<256> : tensor<i32>
  %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_9 = stablehlo.constant dense<128> : tensor<i32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<256xi32>
  %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
  %2 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256xi32>
  %3 = stablehlo.add %arg2, %2 : tensor<256xi32>
  %4 = stablehlo.select %1, %3, %arg2 : tensor<256xi1>, tensor<256xi32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
  %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 128>}> : (tensor<128x128xf32>, tensor<256x1xi32>) -> tensor<256x128xf32>
  %7 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256xf32>
  %8 = stablehlo.reshape %arg3 : (tensor<128x2xi32>) -> tensor<256xi32>
  %9 = stablehlo.reshape %arg4 : (tensor<128x2xf32>) -> tensor<256xf32>
  %10 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<256xi32>
  %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
  %12 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<256xi32>
  %13 = stablehlo.add %8, %12 : tensor<256xi32>
  %14 = stablehlo.select %11, %13, %8 : tensor<256xi1>, tensor<256xi32>
  %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
  %16 = "stablehlo.scatter"(%7, %15, %9) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
    stablehlo.return %arg9 : tensor<f32>
  }) : (tensor<256xf32>, tensor<256x1xi32>, tensor<256xf32>) -> tensor<256xf32>
  %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
  %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x128xf32>
  %19 = stablehlo.multiply %6, %18 : tensor<256x128xf32>
  %20 = stablehlo.multiply %arg1, %6 : tensor<256x128xf32>
  %21 = stablehlo.reduce(%20 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
  %22 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<128x2xi32>
  %23 = stablehlo.compare LT, %arg3, %22, SIGNED : (tensor<128x2xi32>, tensor<128x2xi32>) -> tensor<128x2xi1>
  %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<128x2xi32>
  %25 = stablehlo.add %arg3, %24 : tensor<128x2xi32>
  %26 = stablehlo.select %23, %25, %arg3 : tensor<128x2xi1>, tensor<128x2xi32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<128x2xi32>) -> tensor<128x2x1xi32>
  %28 = "stablehlo.gather"(%21, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1>}> : (tensor<256xf32>, tensor<128x2x1xi32>) -> tensor<128x2xf32>
  %29 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %30 = stablehlo.maximum %arg7, %29 : tensor<4xi32>
  %31 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__cumsum(%30) : (tensor<4xi32>) -> tensor<4xi32>
  %32 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %33 = stablehlo.minimum %31, %32 : tensor<4xi32>
  %34 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %35 = stablehlo.slice %33 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %36 = stablehlo.concatenate %34, %35, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %37 = stablehlo.slice %33 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %38 = stablehlo.reshape %37 : (tensor<1xi32>) -> tensor<i32>
  %39 = stablehlo.compare GT, %33, %36, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %40 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__floor_divide(%36, %c_6) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %41 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %42 = stablehlo.minimum %40, %41 : tensor<4xi32>
  %43 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %44 = stablehlo.subtract %33, %43 : tensor<4xi32>
  %45 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %46 = stablehlo.maximum %44, %45 : tensor<4xi32>
  %47 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__floor_divide(%46, %c_6) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %48 = stablehlo.subtract %47, %42 : tensor<4xi32>
  %49 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %50 = stablehlo.add %48, %49 : tensor<4xi32>
  %51 = call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_1(%39, %50, %c_10) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %52 = stablehlo.add %38, %c_6 : tensor<i32>
  %53 = stablehlo.subtract %52, %c_4 : tensor<i32>
  %54 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__floor_divide_2(%53, %c_6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %55 = stablehlo.subtract %c_3, %54 : tensor<i32>
  %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %57 = stablehlo.concatenate %51, %56, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %58 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %59 = stablehlo.concatenate %42, %58, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %60 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__cumsum_4(%57) : (tensor<5xi32>) -> tensor<5xi32>
  %61 = stablehlo.slice %60 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
  %62 = stablehlo.reshape %61 : (tensor<1xi32>) -> tensor<i32>
  %63 = stablehlo.iota dim = 0 : tensor<7xi32>
  %64 = stablehlo.subtract %62, %c_4 : tensor<i32>
  %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %66 = stablehlo.minimum %63, %65 : tensor<7xi32>
  %67 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
  %68 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<7x5xi32>
  %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x5xi32>
  %71 = stablehlo.compare LE, %69, %70, SIGNED : (tensor<7x5xi32>, tensor<7x5xi32>) -> tensor<7x5xi1>
  %72 = stablehlo.convert %71 : (tensor<7x5xi1>) -> tensor<7x5xi32>
  %73 = stablehlo.reduce(%72 init: %c_10) applies stablehlo.add across dimensions = [1] : (tensor<7x5xi32>, tensor<i32>) -> tensor<7xi32>
  %74 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %75 = stablehlo.compare LT, %73, %74, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %76 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %77 = stablehlo.add %73, %76 : tensor<7xi32>
  %78 = stablehlo.select %75, %77, %73 : tensor<7xi1>, tensor<7xi32>
  %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %80 = "stablehlo.gather"(%59, %79) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %81 = stablehlo.add %80, %66 : tensor<7xi32>
  %82 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %83 = stablehlo.compare LT, %73, %82, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %84 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %85 = stablehlo.add %73, %84 : tensor<7xi32>
  %86 = stablehlo.select %83, %85, %73 : tensor<7xi1>, tensor<7xi32>
  %87 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %88 = "stablehlo.gather"(%60, %87) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %89 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %90 = stablehlo.compare LT, %73, %89, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %91 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %92 = stablehlo.add %73, %91 : tensor<7xi32>
  %93 = stablehlo.select %90, %92, %73 : tensor<7xi1>, tensor<7xi32>
  %94 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %95 = "stablehlo.gather"(%57, %94) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %96 = stablehlo.subtract %88, %95 : tensor<7xi32>
  %97 = stablehlo.subtract %81, %96 : tensor<7xi32>
  %98 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %99 = stablehlo.concatenate %36, %98, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %100 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %101 = stablehlo.concatenate %33, %100, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %102 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %103 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
  %104 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
  %105 = stablehlo.multiply %c_4, %c_1 : tensor<i32>
  %106 = stablehlo.multiply %105, %c_4 : tensor<i32>
  %107:14 = stablehlo.while(%iterArg = %106, %iterArg_11 = %97, %iterArg_12 = %102, %iterArg_13 = %73, %iterArg_14 = %99, %iterArg_15 = %101, %iterArg_16 = %c_10, %iterArg_17 = %c_10, %iterArg_18 = %c_10, %iterArg_19 = %c_10, %iterArg_20 = %19, %iterArg_21 = %arg6, %iterArg_22 = %103, %iterArg_23 = %104) : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<4x128x128xf32>, tensor<256x128xf32>, tensor<64x128xf32>
  cond {
    %183 = stablehlo.convert %iterArg : tensor<i32>
    %184 = stablehlo.compare LT, %iterArg_16, %183, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %184 : tensor<i1>
  } do {
    %183 = stablehlo.compare LT, %iterArg_18, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %184 = stablehlo.add %iterArg_18, %c_1 : tensor<i32>
    %185 = stablehlo.select %183, %184, %iterArg_18 : tensor<i1>, tensor<i32>
    %186 = stablehlo.dynamic_slice %iterArg_11, %185, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %187 = stablehlo.reshape %186 : (tensor<1xi32>) -> tensor<i32>
    %188 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %189 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %190 = stablehlo.select %188, %189, %c_10 : tensor<i1>, tensor<i32>
    %191 = stablehlo.dynamic_slice %iterArg_12, %190, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %192 = stablehlo.reshape %191 : (tensor<1xi32>) -> tensor<i32>
    %193 = stablehlo.compare LT, %iterArg_18, %192, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_6(%193, %iterArg_19, %c_10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %195 = stablehlo.multiply %c_6, %187 : tensor<i32>
    %196 = stablehlo.multiply %c_9, %194 : tensor<i32>
    %197 = stablehlo.compare LT, %iterArg_18, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %198 = stablehlo.add %iterArg_18, %c_1 : tensor<i32>
    %199 = stablehlo.select %197, %198, %iterArg_18 : tensor<i1>, tensor<i32>
    %200 = stablehlo.dynamic_slice %iterArg_13, %199, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %201 = stablehlo.reshape %200 : (tensor<1xi32>) -> tensor<i32>
    %202 = stablehlo.minimum %201, %c_5 : tensor<i32>
    %203 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %204 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %205 = stablehlo.select %203, %204, %c_10 : tensor<i1>, tensor<i32>
    %206 = stablehlo.dynamic_slice %iterArg_12, %205, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %207 = stablehlo.reshape %206 : (tensor<1xi32>) -> tensor<i32>
    %208 = stablehlo.compare LT, %iterArg_18, %207, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %209 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_6(%208, %iterArg_19, %c_10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %210 = stablehlo.multiply %c_9, %iterArg_17 : tensor<i32>
    %211 = stablehlo.multiply %c_9, %209 : tensor<i32>
    %212 = stablehlo.compare LT, %iterArg_18, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %213 = stablehlo.add %iterArg_18, %c_1 : tensor<i32>
    %214 = stablehlo.select %212, %213, %iterArg_18 : tensor<i1>, tensor<i32>
    %215 = stablehlo.dynamic_slice %iterArg_11, %214, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %216 = stablehlo.reshape %215 : (tensor<1xi32>) -> tensor<i32>
    %217 = stablehlo.multiply %c_6, %216 : tensor<i32>
    %218 = stablehlo.multiply %c_9, %iterArg_17 : tensor<i32>
    %219 = stablehlo.compare LT, %195, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %220 = stablehlo.add %195, %c_7 : tensor<i32>
    %221 = stablehlo.select %219, %220, %195 : tensor<i1>, tensor<i32>
    %222 = stablehlo.compare LT, %196, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %223 = stablehlo.add %196, %c_9 : tensor<i32>
    %224 = stablehlo.select %222, %223, %196 : tensor<i1>, tensor<i32>
    %225 = stablehlo.dynamic_slice %iterArg_20, %221, %224, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %226 = stablehlo.compare LT, %202, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %227 = stablehlo.add %202, %c_3 : tensor<i32>
    %228 = stablehlo.select %226, %227, %202 : tensor<i1>, tensor<i32>
    %229 = stablehlo.compare LT, %210, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %230 = stablehlo.add %210, %c_9 : tensor<i32>
    %231 = stablehlo.select %229, %230, %210 : tensor<i1>, tensor<i32>
    %232 = stablehlo.compare LT, %211, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %233 = stablehlo.add %211, %c_9 : tensor<i32>
    %234 = stablehlo.select %232, %233, %211 : tensor<i1>, tensor<i32>
    %235 = stablehlo.dynamic_slice %iterArg_21, %228, %231, %234, sizes = [1, 128, 128] : (tensor<4x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %236 = stablehlo.reshape %235 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %237 = stablehlo.compare LT, %217, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %238 = stablehlo.add %217, %c_7 : tensor<i32>
    %239 = stablehlo.select %237, %238, %217 : tensor<i1>, tensor<i32>
    %240 = stablehlo.compare LT, %218, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %241 = stablehlo.add %218, %c_9 : tensor<i32>
    %242 = stablehlo.select %240, %241, %218 : tensor<i1>, tensor<i32>
    %243 = stablehlo.dynamic_slice %iterArg_22, %239, %242, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %244 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %245 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %246 = stablehlo.select %244, %245, %c_10 : tensor<i1>, tensor<i32>
    %247 = stablehlo.dynamic_slice %iterArg_12, %246, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %248 = stablehlo.reshape %247 : (tensor<1xi32>) -> tensor<i32>
    %249 = stablehlo.compare LT, %iterArg_18, %248, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %250 = stablehlo.compare LT, %iterArg_18, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %251 = stablehlo.add %iterArg_18, %c_1 : tensor<i32>
    %252 = stablehlo.select %250, %251, %iterArg_18 : tensor<i1>, tensor<i32>
    %253 = stablehlo.dynamic_slice %iterArg_13, %252, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %254 = stablehlo.reshape %253 : (tensor<1xi32>) -> tensor<i32>
    %255 = stablehlo.compare EQ, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %256 = stablehlo.and %249, %255 : tensor<i1>
    %257 = stablehlo.convert %256 : (tensor<i1>) -> tensor<i32>
    %258 = "stablehlo.case"(%257) ({
      stablehlo.return %iterArg_23 : tensor<64x128xf32>
    }, {
      %305 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      stablehlo.return %305 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %259 = stablehlo.compare LT, %254, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %260 = stablehlo.and %249, %259 : tensor<i1>
    %261 = stablehlo.convert %260 : (tensor<i1>) -> tensor<i32>
    %262 = "stablehlo.case"(%261) ({
      stablehlo.return %258 : tensor<64x128xf32>
    }, {
      %305 = stablehlo.dot_general %225, %236, contracting_dims = [1] x [1] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
      %306 = stablehlo.add %258, %305 : tensor<64x128xf32>
      stablehlo.return %306 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %263 = stablehlo.compare EQ, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %264 = stablehlo.and %249, %263 : tensor<i1>
    %265 = stablehlo.convert %264 : (tensor<i1>) -> tensor<i32>
    %266 = "stablehlo.case"(%265) ({
      stablehlo.return %243 : tensor<64x128xf32>
    }, {
      %305 = stablehlo.compare EQ, %iterArg_18, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %306 = stablehlo.subtract %iterArg_18, %c_4 : tensor<i32>
      %307 = stablehlo.maximum %306, %c_10 : tensor<i32>
      %308 = stablehlo.compare LT, %307, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %309 = stablehlo.add %307, %c_1 : tensor<i32>
      %310 = stablehlo.select %308, %309, %307 : tensor<i1>, tensor<i32>
      %311 = stablehlo.dynamic_slice %iterArg_11, %310, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %312 = stablehlo.reshape %311 : (tensor<1xi32>) -> tensor<i32>
      %313 = stablehlo.compare LT, %iterArg_18, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %314 = stablehlo.add %iterArg_18, %c_1 : tensor<i32>
      %315 = stablehlo.select %313, %314, %iterArg_18 : tensor<i1>, tensor<i32>
      %316 = stablehlo.dynamic_slice %iterArg_11, %315, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %317 = stablehlo.reshape %316 : (tensor<1xi32>) -> tensor<i32>
      %318 = stablehlo.compare NE, %312, %317, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %319 = stablehlo.or %305, %318 : tensor<i1>
      %320 = stablehlo.compare LT, %iterArg_18, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %321 = stablehlo.add %iterArg_18, %c_1 : tensor<i32>
      %322 = stablehlo.select %320, %321, %iterArg_18 : tensor<i1>, tensor<i32>
      %323 = stablehlo.dynamic_slice %iterArg_11, %322, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %324 = stablehlo.reshape %323 : (tensor<1xi32>) -> tensor<i32>
      %325 = stablehlo.multiply %324, %c_6 : tensor<i32>
      %326 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %327 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %328 = stablehlo.add %327, %326 : tensor<64x128xi32>
      %329 = stablehlo.compare LT, %254, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %330 = stablehlo.add %254, %c_2 : tensor<i32>
      %331 = stablehlo.select %329, %330, %254 : tensor<i1>, tensor<i32>
      %332 = stablehlo.dynamic_slice %iterArg_14, %331, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %333 = stablehlo.reshape %332 : (tensor<1xi32>) -> tensor<i32>
      %334 = stablehlo.broadcast_in_dim %333, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %335 = stablehlo.compare GE, %328, %334, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %336 = stablehlo.compare LT, %254, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %337 = stablehlo.add %254, %c_2 : tensor<i32>
      %338 = stablehlo.select %336, %337, %254 : tensor<i1>, tensor<i32>
      %339 = stablehlo.dynamic_slice %iterArg_15, %338, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %340 = stablehlo.reshape %339 : (tensor<1xi32>) -> tensor<i32>
      %341 = stablehlo.broadcast_in_dim %340, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %342 = stablehlo.compare LT, %328, %341, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %343 = stablehlo.and %335, %342 : tensor<64x128xi1>
      %344 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_7(%319, %cst_8, %243) : (tensor<i1>, tensor<f32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %345 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_8(%343, %262, %344) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      stablehlo.return %345 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %267 = stablehlo.compare LT, %195, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %268 = stablehlo.add %195, %c_7 : tensor<i32>
    %269 = stablehlo.select %267, %268, %195 : tensor<i1>, tensor<i32>
    %270 = stablehlo.compare LT, %196, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %271 = stablehlo.add %196, %c_9 : tensor<i32>
    %272 = stablehlo.select %270, %271, %196 : tensor<i1>, tensor<i32>
    %273 = stablehlo.dynamic_update_slice %iterArg_20, %225, %269, %272 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %274 = stablehlo.broadcast_in_dim %236, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %275 = stablehlo.compare LT, %202, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %276 = stablehlo.add %202, %c_3 : tensor<i32>
    %277 = stablehlo.select %275, %276, %202 : tensor<i1>, tensor<i32>
    %278 = stablehlo.compare LT, %210, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %279 = stablehlo.add %210, %c_9 : tensor<i32>
    %280 = stablehlo.select %278, %279, %210 : tensor<i1>, tensor<i32>
    %281 = stablehlo.compare LT, %211, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %282 = stablehlo.add %211, %c_9 : tensor<i32>
    %283 = stablehlo.select %281, %282, %211 : tensor<i1>, tensor<i32>
    %284 = stablehlo.dynamic_update_slice %iterArg_21, %274, %277, %280, %283 : (tensor<4x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x128xf32>
    %285 = stablehlo.compare LT, %217, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %286 = stablehlo.add %217, %c_7 : tensor<i32>
    %287 = stablehlo.select %285, %286, %217 : tensor<i1>, tensor<i32>
    %288 = stablehlo.compare LT, %218, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %289 = stablehlo.add %218, %c_9 : tensor<i32>
    %290 = stablehlo.select %288, %289, %218 : tensor<i1>, tensor<i32>
    %291 = stablehlo.dynamic_update_slice %iterArg_22, %266, %287, %290 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %292 = stablehlo.add %iterArg_16, %c_4 : tensor<i32>
    %293 = stablehlo.add %iterArg_19, %c_4 : tensor<i32>
    %294 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_9(%c_0, %293, %iterArg_19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %295 = stablehlo.compare EQ, %294, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %296 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_10(%295, %c_10, %294) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %297 = stablehlo.add %iterArg_18, %c_4 : tensor<i32>
    %298 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_9(%295, %297, %iterArg_18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %299 = stablehlo.compare EQ, %298, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %300 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_10(%299, %c_10, %298) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %301 = stablehlo.add %iterArg_17, %c_4 : tensor<i32>
    %302 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_9(%299, %301, %iterArg_17) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %303 = stablehlo.compare EQ, %302, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %304 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_10(%303, %c_10, %302) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %292, %304, %300, %296, %273, %284, %291, %262 : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<4x128x128xf32>, tensor<256x128xf32>, tensor<64x128xf32>
  }
  %108 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %109 = stablehlo.maximum %arg7, %108 : tensor<4xi32>
  %110 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__cumsum(%109) : (tensor<4xi32>) -> tensor<4xi32>
  %111 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %112 = stablehlo.minimum %110, %111 : tensor<4xi32>
  %113 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %114 = stablehlo.slice %112 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %115 = stablehlo.concatenate %113, %114, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %116 = stablehlo.slice %112 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %117 = stablehlo.reshape %116 : (tensor<1xi32>) -> tensor<i32>
  %118 = stablehlo.compare GT, %112, %115, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %119 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__floor_divide(%115, %c_6) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %121 = stablehlo.minimum %119, %120 : tensor<4xi32>
  %122 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %123 = stablehlo.subtract %112, %122 : tensor<4xi32>
  %124 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %125 = stablehlo.maximum %123, %124 : tensor<4xi32>
  %126 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__floor_divide(%125, %c_6) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %127 = stablehlo.subtract %126, %121 : tensor<4xi32>
  %128 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %129 = stablehlo.add %127, %128 : tensor<4xi32>
  %130 = call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_1(%118, %129, %c_4) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %131 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %132 = stablehlo.concatenate %130, %131, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %133 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %134 = stablehlo.concatenate %121, %133, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %135 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__cumsum_4(%132) : (tensor<5xi32>) -> tensor<5xi32>
  %136 = stablehlo.slice %135 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
  %137 = stablehlo.reshape %136 : (tensor<1xi32>) -> tensor<i32>
  %138 = stablehlo.iota dim = 0 : tensor<7xi32>
  %139 = stablehlo.subtract %137, %c_4 : tensor<i32>
  %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %141 = stablehlo.minimum %138, %140 : tensor<7xi32>
  %142 = stablehlo.broadcast_in_dim %135, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
  %143 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<7x5xi32>
  %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x5xi32>
  %146 = stablehlo.compare LE, %144, %145, SIGNED : (tensor<7x5xi32>, tensor<7x5xi32>) -> tensor<7x5xi1>
  %147 = stablehlo.convert %146 : (tensor<7x5xi1>) -> tensor<7x5xi32>
  %148 = stablehlo.reduce(%147 init: %c_10) applies stablehlo.add across dimensions = [1] : (tensor<7x5xi32>, tensor<i32>) -> tensor<7xi32>
  %149 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %150 = stablehlo.compare LT, %148, %149, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %151 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %152 = stablehlo.add %148, %151 : tensor<7xi32>
  %153 = stablehlo.select %150, %152, %148 : tensor<7xi1>, tensor<7xi32>
  %154 = stablehlo.broadcast_in_dim %153, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %155 = "stablehlo.gather"(%134, %154) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %156 = stablehlo.add %155, %141 : tensor<7xi32>
  %157 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %158 = stablehlo.compare LT, %148, %157, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %159 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %160 = stablehlo.add %148, %159 : tensor<7xi32>
  %161 = stablehlo.select %158, %160, %148 : tensor<7xi1>, tensor<7xi32>
  %162 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %163 = "stablehlo.gather"(%135, %162) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %164 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %165 = stablehlo.compare LT, %148, %164, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %166 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %167 = stablehlo.add %148, %166 : tensor<7xi32>
  %168 = stablehlo.select %165, %167, %148 : tensor<7xi1>, tensor<7xi32>
  %169 = stablehlo.broadcast_in_dim %168, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %170 = "stablehlo.gather"(%132, %169) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %171 = stablehlo.subtract %163, %170 : tensor<7xi32>
  %172 = stablehlo.subtract %156, %171 : tensor<7xi32>
  %173 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %174 = stablehlo.concatenate %115, %173, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %175 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %176 = stablehlo.concatenate %112, %175, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %177 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %178 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
  %179 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %180 = stablehlo.multiply %c_4, %c_4 : tensor<i32>
  %181 = stablehlo.multiply %180, %c_1 : tensor<i32>
  %182:14 = stablehlo.while(%iterArg = %181, %iterArg_11 = %172, %iterArg_12 = %148, %iterArg_13 = %177, %iterArg_14 = %174, %iterArg_15 = %176, %iterArg_16 = %c_10, %iterArg_17 = %c_10, %iterArg_18 = %c_10, %iterArg_19 = %c_10, %iterArg_20 = %arg5, %iterArg_21 = %19, %iterArg_22 = %178, %iterArg_23 = %179) : tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x128xf32>, tensor<128x128xf32>
  cond {
    %183 = stablehlo.convert %iterArg : tensor<i32>
    %184 = stablehlo.compare LT, %iterArg_16, %183, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %184 : tensor<i1>
  } do {
    %183 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %184 = stablehlo.add %iterArg_19, %c_1 : tensor<i32>
    %185 = stablehlo.select %183, %184, %iterArg_19 : tensor<i1>, tensor<i32>
    %186 = stablehlo.dynamic_slice %iterArg_11, %185, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %187 = stablehlo.reshape %186 : (tensor<1xi32>) -> tensor<i32>
    %188 = stablehlo.multiply %c_6, %187 : tensor<i32>
    %189 = stablehlo.multiply %c_9, %iterArg_17 : tensor<i32>
    %190 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %191 = stablehlo.add %iterArg_19, %c_1 : tensor<i32>
    %192 = stablehlo.select %190, %191, %iterArg_19 : tensor<i1>, tensor<i32>
    %193 = stablehlo.dynamic_slice %iterArg_11, %192, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %194 = stablehlo.reshape %193 : (tensor<1xi32>) -> tensor<i32>
    %195 = stablehlo.multiply %c_6, %194 : tensor<i32>
    %196 = stablehlo.multiply %c_9, %iterArg_18 : tensor<i32>
    %197 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %198 = stablehlo.add %iterArg_19, %c_1 : tensor<i32>
    %199 = stablehlo.select %197, %198, %iterArg_19 : tensor<i1>, tensor<i32>
    %200 = stablehlo.dynamic_slice %iterArg_12, %199, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %201 = stablehlo.reshape %200 : (tensor<1xi32>) -> tensor<i32>
    %202 = stablehlo.multiply %c_9, %iterArg_17 : tensor<i32>
    %203 = stablehlo.multiply %c_9, %iterArg_18 : tensor<i32>
    %204 = stablehlo.compare LT, %188, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %205 = stablehlo.add %188, %c_7 : tensor<i32>
    %206 = stablehlo.select %204, %205, %188 : tensor<i1>, tensor<i32>
    %207 = stablehlo.compare LT, %189, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %208 = stablehlo.add %189, %c_9 : tensor<i32>
    %209 = stablehlo.select %207, %208, %189 : tensor<i1>, tensor<i32>
    %210 = stablehlo.dynamic_slice %iterArg_20, %206, %209, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %211 = stablehlo.compare LT, %195, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %212 = stablehlo.add %195, %c_7 : tensor<i32>
    %213 = stablehlo.select %211, %212, %195 : tensor<i1>, tensor<i32>
    %214 = stablehlo.compare LT, %196, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %215 = stablehlo.add %196, %c_9 : tensor<i32>
    %216 = stablehlo.select %214, %215, %196 : tensor<i1>, tensor<i32>
    %217 = stablehlo.dynamic_slice %iterArg_21, %213, %216, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %218 = stablehlo.compare LT, %201, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %219 = stablehlo.add %201, %c_3 : tensor<i32>
    %220 = stablehlo.select %218, %219, %201 : tensor<i1>, tensor<i32>
    %221 = stablehlo.compare LT, %202, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %222 = stablehlo.add %202, %c_9 : tensor<i32>
    %223 = stablehlo.select %221, %222, %202 : tensor<i1>, tensor<i32>
    %224 = stablehlo.compare LT, %203, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %225 = stablehlo.add %203, %c_9 : tensor<i32>
    %226 = stablehlo.select %224, %225, %203 : tensor<i1>, tensor<i32>
    %227 = stablehlo.dynamic_slice %iterArg_22, %220, %223, %226, sizes = [1, 128, 128] : (tensor<4x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %228 = stablehlo.reshape %227 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %229 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %230 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %231 = stablehlo.select %229, %230, %c_10 : tensor<i1>, tensor<i32>
    %232 = stablehlo.dynamic_slice %iterArg_13, %231, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %233 = stablehlo.reshape %232 : (tensor<1xi32>) -> tensor<i32>
    %234 = stablehlo.compare LT, %iterArg_19, %233, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %235 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %236 = stablehlo.add %iterArg_19, %c_1 : tensor<i32>
    %237 = stablehlo.select %235, %236, %iterArg_19 : tensor<i1>, tensor<i32>
    %238 = stablehlo.dynamic_slice %iterArg_12, %237, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %239 = stablehlo.reshape %238 : (tensor<1xi32>) -> tensor<i32>
    %240 = stablehlo.compare EQ, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %241 = stablehlo.subtract %iterArg_19, %c_4 : tensor<i32>
    %242 = stablehlo.maximum %241, %c_10 : tensor<i32>
    %243 = stablehlo.compare LT, %242, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %244 = stablehlo.add %242, %c_1 : tensor<i32>
    %245 = stablehlo.select %243, %244, %242 : tensor<i1>, tensor<i32>
    %246 = stablehlo.dynamic_slice %iterArg_12, %245, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %247 = stablehlo.reshape %246 : (tensor<1xi32>) -> tensor<i32>
    %248 = stablehlo.compare NE, %247, %239, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %249 = stablehlo.or %240, %248 : tensor<i1>
    %250 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %251 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %252 = stablehlo.select %250, %251, %c_10 : tensor<i1>, tensor<i32>
    %253 = stablehlo.dynamic_slice %iterArg_13, %252, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %254 = stablehlo.reshape %253 : (tensor<1xi32>) -> tensor<i32>
    %255 = stablehlo.subtract %254, %c_4 : tensor<i32>
    %256 = stablehlo.compare EQ, %iterArg_19, %255, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %257 = stablehlo.add %iterArg_19, %c_4 : tensor<i32>
    %258 = stablehlo.minimum %257, %c : tensor<i32>
    %259 = stablehlo.compare LT, %258, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %260 = stablehlo.add %258, %c_1 : tensor<i32>
    %261 = stablehlo.select %259, %260, %258 : tensor<i1>, tensor<i32>
    %262 = stablehlo.dynamic_slice %iterArg_12, %261, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %263 = stablehlo.reshape %262 : (tensor<1xi32>) -> tensor<i32>
    %264 = stablehlo.compare NE, %263, %239, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %265 = stablehlo.or %256, %264 : tensor<i1>
    %266 = stablehlo.compare LT, %239, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %267 = stablehlo.add %239, %c_2 : tensor<i32>
    %268 = stablehlo.select %266, %267, %239 : tensor<i1>, tensor<i32>
    %269 = stablehlo.dynamic_slice %iterArg_14, %268, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %270 = stablehlo.reshape %269 : (tensor<1xi32>) -> tensor<i32>
    %271 = stablehlo.compare LT, %239, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %272 = stablehlo.add %239, %c_2 : tensor<i32>
    %273 = stablehlo.select %271, %272, %239 : tensor<i1>, tensor<i32>
    %274 = stablehlo.dynamic_slice %iterArg_15, %273, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %275 = stablehlo.reshape %274 : (tensor<1xi32>) -> tensor<i32>
    %276 = stablehlo.and %234, %249 : tensor<i1>
    %277 = stablehlo.convert %276 : (tensor<i1>) -> tensor<i32>
    %278 = "stablehlo.case"(%277) ({
      stablehlo.return %iterArg_23 : tensor<128x128xf32>
    }, {
      %324 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %324 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    %279 = stablehlo.compare GT, %275, %270, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %280 = stablehlo.and %234, %279 : tensor<i1>
    %281 = stablehlo.convert %280 : (tensor<i1>) -> tensor<i32>
    %282 = "stablehlo.case"(%281) ({
      stablehlo.return %278 : tensor<128x128xf32>
    }, {
      %324 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %325 = stablehlo.add %iterArg_19, %c_1 : tensor<i32>
      %326 = stablehlo.select %324, %325, %iterArg_19 : tensor<i1>, tensor<i32>
      %327 = stablehlo.dynamic_slice %iterArg_11, %326, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %328 = stablehlo.reshape %327 : (tensor<1xi32>) -> tensor<i32>
      %329 = stablehlo.multiply %328, %c_6 : tensor<i32>
      %330 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %331 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %332 = stablehlo.add %331, %330 : tensor<64x128xi32>
      %333 = stablehlo.broadcast_in_dim %270, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %334 = stablehlo.compare GE, %332, %333, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %335 = stablehlo.broadcast_in_dim %275, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %336 = stablehlo.compare LT, %332, %335, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %337 = stablehlo.and %334, %336 : tensor<64x128xi1>
      %338 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      %339 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_8(%337, %210, %338) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %340 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %341 = stablehlo.add %iterArg_19, %c_1 : tensor<i32>
      %342 = stablehlo.select %340, %341, %iterArg_19 : tensor<i1>, tensor<i32>
      %343 = stablehlo.dynamic_slice %iterArg_11, %342, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %344 = stablehlo.reshape %343 : (tensor<1xi32>) -> tensor<i32>
      %345 = stablehlo.multiply %344, %c_6 : tensor<i32>
      %346 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %347 = stablehlo.broadcast_in_dim %345, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %348 = stablehlo.add %347, %346 : tensor<64x128xi32>
      %349 = stablehlo.broadcast_in_dim %270, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %350 = stablehlo.compare GE, %348, %349, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %351 = stablehlo.broadcast_in_dim %275, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %352 = stablehlo.compare LT, %348, %351, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %353 = stablehlo.and %350, %352 : tensor<64x128xi1>
      %354 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      %355 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_8(%353, %217, %354) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %356 = stablehlo.dot_general %339, %355, contracting_dims = [0] x [0] : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<128x128xf32>
      %357 = stablehlo.add %278, %356 : tensor<128x128xf32>
      stablehlo.return %357 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    %283 = stablehlo.and %234, %265 : tensor<i1>
    %284 = stablehlo.convert %283 : (tensor<i1>) -> tensor<i32>
    %285 = "stablehlo.case"(%284) ({
      stablehlo.return %228 : tensor<128x128xf32>
    }, {
      stablehlo.return %282 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    %286 = stablehlo.compare LT, %188, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %287 = stablehlo.add %188, %c_7 : tensor<i32>
    %288 = stablehlo.select %286, %287, %188 : tensor<i1>, tensor<i32>
    %289 = stablehlo.compare LT, %189, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %290 = stablehlo.add %189, %c_9 : tensor<i32>
    %291 = stablehlo.select %289, %290, %189 : tensor<i1>, tensor<i32>
    %292 = stablehlo.dynamic_update_slice %iterArg_20, %210, %288, %291 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %293 = stablehlo.compare LT, %195, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %294 = stablehlo.add %195, %c_7 : tensor<i32>
    %295 = stablehlo.select %293, %294, %195 : tensor<i1>, tensor<i32>
    %296 = stablehlo.compare LT, %196, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %297 = stablehlo.add %196, %c_9 : tensor<i32>
    %298 = stablehlo.select %296, %297, %196 : tensor<i1>, tensor<i32>
    %299 = stablehlo.dynamic_update_slice %iterArg_21, %217, %295, %298 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %300 = stablehlo.broadcast_in_dim %285, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %301 = stablehlo.compare LT, %201, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %302 = stablehlo.add %201, %c_3 : tensor<i32>
    %303 = stablehlo.select %301, %302, %201 : tensor<i1>, tensor<i32>
    %304 = stablehlo.compare LT, %202, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %305 = stablehlo.add %202, %c_9 : tensor<i32>
    %306 = stablehlo.select %304, %305, %202 : tensor<i1>, tensor<i32>
    %307 = stablehlo.compare LT, %203, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %308 = stablehlo.add %203, %c_9 : tensor<i32>
    %309 = stablehlo.select %307, %308, %203 : tensor<i1>, tensor<i32>
    %310 = stablehlo.dynamic_update_slice %iterArg_22, %300, %303, %306, %309 : (tensor<4x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x128xf32>
    %311 = stablehlo.add %iterArg_16, %c_4 : tensor<i32>
    %312 = stablehlo.add %iterArg_19, %c_4 : tensor<i32>
    %313 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_9(%c_0, %312, %iterArg_19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %314 = stablehlo.compare EQ, %313, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %315 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_10(%314, %c_10, %313) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %316 = stablehlo.add %iterArg_18, %c_4 : tensor<i32>
    %317 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_9(%314, %316, %iterArg_18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %318 = stablehlo.compare EQ, %317, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %319 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_10(%318, %c_10, %317) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %320 = stablehlo.add %iterArg_17, %c_4 : tensor<i32>
    %321 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_9(%318, %320, %iterArg_17) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %322 = stablehlo.compare EQ, %321, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %323 = func.call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_10(%322, %c_10, %321) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %311, %323, %319, %315, %292, %299, %310, %282 : tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x128xf32>, tensor<128x128xf32>
  }
  return %107#12, %182#12, %28 : tensor<256x128xf32>, tensor<4x128x128xf32>, tensor<128x2xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad__cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__cumsum_0(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad__cumsum_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad__floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<4xi32>
  %3 = stablehlo.sign %arg0 : tensor<4xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<4xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %11 = stablehlo.and %6, %10 : tensor<4xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<4xi32>
  %14 = call @namtrain_gmm_small_cpu_routed_down_combine_grad___where(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %14 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad___where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad___where_1(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> tensor<4xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4xi1>, tensor<4xi32>
  return %2 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_small_cpu_routed_down_combine_grad___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad__cumsum_4(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = call @namtrain_gmm_small_cpu_routed_down_combine_grad__cumsum_5(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad__cumsum_5(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 5>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
  return %1 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad___where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad___where_7(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.convert %arg1 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
  %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<64x128xf32>
  return %2 : tensor<64x128xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad___where_8(%arg0: tensor<64x128xi1>, %arg1: tensor<64x128xf32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x128xi1>, tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad___where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_down_combine_grad___where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
