func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad(%arg0: tensor<64x128xf32>, %arg1: tensor<256x128xf32>, %arg2: tensor<64x2xi32>, %arg3: tensor<64x2xf32>, %arg4: tensor<256x128xf32>, %arg5: tensor<4x128x128xf32>, %arg6: tensor<4xi32>) -> (tensor<256x128xf32> {jax.result_info = "result[0]"}, tensor<4x128x128xf32> {jax.result_info = "result[1]"}, tensor<64x2xf32> {jax.result_info = "result[2]"}) {
  %c = stablehlo.constant dense<6> : tensor<i32>
  %c_0 = stablehlo.constant dense<7> : tensor<i32>
  %c_1 = stablehlo.constant dense<5> : tensor<i32>
  %c_2 = stablehlo.constant dense<4> : tensor<i32>
  %c_3 = stablehlo.constant dense<3> : tensor<i32>
  %c_4 = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_5 = stablehlo.constant dense<1> : tensor<i32>
  %c_6 = stablehlo.constant dense<32767> : tensor<i32>
  %c_7 = stablehlo.constant dense<128> : tensor<i32>
  %c_8 = stablehlo.constant dense<256> : tensor<i32>
  %c_9 = stablehlo.constant dense<64> : tensor<i32>
  %c_10 = stablehlo.constant dense<32> : tensor<i32>
  %c_11 = stablehlo.constant dense<2> : tensor<i32>
  %c_12 = stablehlo.constant dense<0> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<i16>
  %c_14 = stablehlo.constant dense<-2147483648> : tensor<i32>
  %cst_15 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %0 = stablehlo.reshape %arg2 : (tensor<64x2xi32>) -> tensor<2x64xi32>
  %1 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
  %2 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
  %3 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
  %4 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
  %5 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %6 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i16>) -> tensor<2xi16>
  %7:12 = stablehlo.while(%iterArg = %c_12, %iterArg_16 = %c_12, %iterArg_17 = %0, %iterArg_18 = %arg1, %iterArg_19 = %arg0, %iterArg_20 = %arg3, %iterArg_21 = %1, %iterArg_22 = %2, %iterArg_23 = %3, %iterArg_24 = %4, %iterArg_25 = %5, %iterArg_26 = %6) : tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<256x128xf32>, tensor<64x128xf32>, tensor<64x2xf32>, tensor<256x128xf32>, tensor<64x2xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<64xi32>, tensor<2xi16>
  cond {
    %162 = stablehlo.compare LT, %iterArg, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %162 : tensor<i1>
  } do {
    %162 = stablehlo.multiply %c_10, %iterArg_16 : tensor<i32>
    %163 = stablehlo.multiply %c_10, %iterArg_16 : tensor<i32>
    %164 = stablehlo.multiply %c_10, %iterArg_16 : tensor<i32>
    %165 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %166 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %167 = stablehlo.select %165, %166, %c_12 : tensor<i1>, tensor<i32>
    %168 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %169 = stablehlo.add %c_12, %c_9 : tensor<i32>
    %170 = stablehlo.select %168, %169, %c_12 : tensor<i1>, tensor<i32>
    %171 = stablehlo.dynamic_slice %iterArg_17, %167, %170, sizes = [2, 64] : (tensor<2x64xi32>, tensor<i32>, tensor<i32>) -> tensor<2x64xi32>
    %172 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %173 = stablehlo.add %c_12, %c_8 : tensor<i32>
    %174 = stablehlo.select %172, %173, %c_12 : tensor<i1>, tensor<i32>
    %175 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %176 = stablehlo.add %c_12, %c_7 : tensor<i32>
    %177 = stablehlo.select %175, %176, %c_12 : tensor<i1>, tensor<i32>
    %178 = stablehlo.dynamic_slice %iterArg_18, %174, %177, sizes = [256, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %179 = stablehlo.compare LT, %162, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %180 = stablehlo.add %162, %c_9 : tensor<i32>
    %181 = stablehlo.select %179, %180, %162 : tensor<i1>, tensor<i32>
    %182 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %183 = stablehlo.add %c_12, %c_7 : tensor<i32>
    %184 = stablehlo.select %182, %183, %c_12 : tensor<i1>, tensor<i32>
    %185 = stablehlo.dynamic_slice %iterArg_19, %181, %184, sizes = [32, 128] : (tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<32x128xf32>
    %186 = stablehlo.compare LT, %163, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %187 = stablehlo.add %163, %c_9 : tensor<i32>
    %188 = stablehlo.select %186, %187, %163 : tensor<i1>, tensor<i32>
    %189 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %191 = stablehlo.select %189, %190, %c_12 : tensor<i1>, tensor<i32>
    %192 = stablehlo.dynamic_slice %iterArg_20, %188, %191, sizes = [32, 2] : (tensor<64x2xf32>, tensor<i32>, tensor<i32>) -> tensor<32x2xf32>
    %193 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = stablehlo.add %c_12, %c_8 : tensor<i32>
    %195 = stablehlo.select %193, %194, %c_12 : tensor<i1>, tensor<i32>
    %196 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = stablehlo.add %c_12, %c_7 : tensor<i32>
    %198 = stablehlo.select %196, %197, %c_12 : tensor<i1>, tensor<i32>
    %199 = stablehlo.dynamic_slice %iterArg_21, %195, %198, sizes = [256, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %200 = stablehlo.compare LT, %iterArg_16, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %201 = stablehlo.add %iterArg_16, %c_11 : tensor<i32>
    %202 = stablehlo.select %200, %201, %iterArg_16 : tensor<i1>, tensor<i32>
    %203 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %204 = stablehlo.add %c_12, %c_9 : tensor<i32>
    %205 = stablehlo.select %203, %204, %c_12 : tensor<i1>, tensor<i32>
    %206 = stablehlo.dynamic_slice %171, %202, %205, sizes = [1, 64] : (tensor<2x64xi32>, tensor<i32>, tensor<i32>) -> tensor<1x64xi32>
    %207 = stablehlo.reshape %206 : (tensor<1x64xi32>) -> tensor<64xi32>
    %208 = stablehlo.minimum %c_9, %c_6 : tensor<i32>
    %209 = stablehlo.convert %208 : (tensor<i32>) -> tensor<i16>
    %210 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %211 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %212 = stablehlo.select %210, %211, %c_12 : tensor<i1>, tensor<i32>
    %213 = stablehlo.dynamic_slice %iterArg_26, %212, sizes = [1] : (tensor<2xi16>, tensor<i32>) -> tensor<1xi16>
    %214 = stablehlo.reshape %213 : (tensor<1xi16>) -> tensor<i16>
    %215 = stablehlo.add %214, %209 : tensor<i16>
    %216 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<i16>) -> tensor<1xi16>
    %217 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %218 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %219 = stablehlo.select %217, %218, %c_12 : tensor<i1>, tensor<i32>
    %220 = stablehlo.dynamic_update_slice %iterArg_26, %216, %219 : (tensor<2xi16>, tensor<1xi16>, tensor<i32>) -> tensor<2xi16>
    %221 = stablehlo.minimum %c_9, %c_6 : tensor<i32>
    %222 = stablehlo.convert %221 : (tensor<i32>) -> tensor<i16>
    %223 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %224 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %225 = stablehlo.select %223, %224, %c_12 : tensor<i1>, tensor<i32>
    %226 = stablehlo.dynamic_slice %220, %225, sizes = [1] : (tensor<2xi16>, tensor<i32>) -> tensor<1xi16>
    %227 = stablehlo.reshape %226 : (tensor<1xi16>) -> tensor<i16>
    %228 = stablehlo.subtract %227, %222 : tensor<i16>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<i16>) -> tensor<1xi16>
    %230 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %231 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %232 = stablehlo.select %230, %231, %c_12 : tensor<i1>, tensor<i32>
    %233 = stablehlo.dynamic_update_slice %220, %229, %232 : (tensor<2xi16>, tensor<1xi16>, tensor<i32>) -> tensor<2xi16>
    %234:8 = stablehlo.while(%iterArg_27 = %c_12, %iterArg_28 = %c_12, %iterArg_29 = %c_12, %iterArg_30 = %207, %iterArg_31 = %178, %iterArg_32 = %iterArg_23, %iterArg_33 = %233, %iterArg_34 = %c_12) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>
    cond {
      %355 = stablehlo.compare LT, %iterArg_28, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %355 : tensor<i1>
    } do {
      %355:6 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call(%iterArg_27, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34) : (tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>)
      %356 = stablehlo.add %iterArg_28, %c_5 : tensor<i32>
      stablehlo.return %iterArg_27, %356, %355#0, %355#1, %355#2, %355#3, %355#4, %355#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>
    }
    %235:7 = stablehlo.while(%iterArg_27 = %c_12, %iterArg_28 = %c_12, %iterArg_29 = %c_12, %iterArg_30 = %234#4, %iterArg_31 = %234#5, %iterArg_32 = %234#6, %iterArg_33 = %c_12) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>
    cond {
      %355 = stablehlo.compare LT, %iterArg_28, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %355 : tensor<i1>
    } do {
      %355:5 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_1(%iterArg_27, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33) : (tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>) -> (tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>)
      %356 = stablehlo.add %iterArg_28, %c_5 : tensor<i32>
      stablehlo.return %iterArg_27, %356, %355#0, %355#1, %355#2, %355#3, %355#4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>
    }
    %236 = stablehlo.iota dim = 1 : tensor<32x2xi32>
    %237 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x2xf32>
    %238 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %239 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %240 = stablehlo.select %238, %239, %c_12 : tensor<i1>, tensor<i32>
    %241 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %242 = stablehlo.add %c_12, %c_10 : tensor<i32>
    %243 = stablehlo.select %241, %242, %c_12 : tensor<i1>, tensor<i32>
    %244 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %245 = stablehlo.add %c_12, %c_7 : tensor<i32>
    %246 = stablehlo.select %244, %245, %c_12 : tensor<i1>, tensor<i32>
    %247 = stablehlo.dynamic_slice %235#4, %240, %243, %246, sizes = [1, 32, 128] : (tensor<2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xf32>
    %248 = stablehlo.reshape %247 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %249 = stablehlo.multiply %248, %185 : tensor<32x128xf32>
    %250 = stablehlo.reduce(%249 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x128xf32>, tensor<f32>) -> tensor<32xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %252 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %253 = stablehlo.add %252, %251 : tensor<32x1xf32>
    %254 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<32x2xi32>
    %255 = stablehlo.compare EQ, %236, %254, SIGNED : (tensor<32x2xi32>, tensor<32x2xi32>) -> tensor<32x2xi1>
    %256 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %257 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where(%255, %256, %237) : (tensor<32x2xi1>, tensor<32x2xf32>, tensor<32x2xf32>) -> tensor<32x2xf32>
    %258 = stablehlo.slice %192 [0:32, 0:1] : (tensor<32x2xf32>) -> tensor<32x1xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x128xf32>
    %260 = stablehlo.multiply %185, %259 : tensor<32x128xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [1, 2] : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %262 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %263 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %264 = stablehlo.select %262, %263, %c_12 : tensor<i1>, tensor<i32>
    %265 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %266 = stablehlo.add %c_12, %c_10 : tensor<i32>
    %267 = stablehlo.select %265, %266, %c_12 : tensor<i1>, tensor<i32>
    %268 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %269 = stablehlo.add %c_12, %c_7 : tensor<i32>
    %270 = stablehlo.select %268, %269, %c_12 : tensor<i1>, tensor<i32>
    %271 = stablehlo.dynamic_update_slice %iterArg_24, %261, %264, %267, %270 : (tensor<2x32x128xf32>, tensor<1x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x32x128xf32>
    %272 = stablehlo.compare LT, %c_5, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %273 = stablehlo.add %c_5, %c_11 : tensor<i32>
    %274 = stablehlo.select %272, %273, %c_5 : tensor<i1>, tensor<i32>
    %275 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %276 = stablehlo.add %c_12, %c_10 : tensor<i32>
    %277 = stablehlo.select %275, %276, %c_12 : tensor<i1>, tensor<i32>
    %278 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %279 = stablehlo.add %c_12, %c_7 : tensor<i32>
    %280 = stablehlo.select %278, %279, %c_12 : tensor<i1>, tensor<i32>
    %281 = stablehlo.dynamic_slice %235#4, %274, %277, %280, sizes = [1, 32, 128] : (tensor<2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %283 = stablehlo.multiply %282, %185 : tensor<32x128xf32>
    %284 = stablehlo.reduce(%283 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x128xf32>, tensor<f32>) -> tensor<32xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %286 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %287 = stablehlo.add %286, %285 : tensor<32x1xf32>
    %288 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x2xi32>
    %289 = stablehlo.compare EQ, %236, %288, SIGNED : (tensor<32x2xi32>, tensor<32x2xi32>) -> tensor<32x2xi1>
    %290 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %291 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where(%289, %290, %257) : (tensor<32x2xi1>, tensor<32x2xf32>, tensor<32x2xf32>) -> tensor<32x2xf32>
    %292 = stablehlo.slice %192 [0:32, 1:2] : (tensor<32x2xf32>) -> tensor<32x1xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x128xf32>
    %294 = stablehlo.multiply %185, %293 : tensor<32x128xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [1, 2] : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %296 = stablehlo.compare LT, %c_5, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %297 = stablehlo.add %c_5, %c_11 : tensor<i32>
    %298 = stablehlo.select %296, %297, %c_5 : tensor<i1>, tensor<i32>
    %299 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %300 = stablehlo.add %c_12, %c_10 : tensor<i32>
    %301 = stablehlo.select %299, %300, %c_12 : tensor<i1>, tensor<i32>
    %302 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %303 = stablehlo.add %c_12, %c_7 : tensor<i32>
    %304 = stablehlo.select %302, %303, %c_12 : tensor<i1>, tensor<i32>
    %305 = stablehlo.dynamic_update_slice %271, %295, %298, %301, %304 : (tensor<2x32x128xf32>, tensor<1x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x32x128xf32>
    %306:8 = stablehlo.while(%iterArg_27 = %c_5, %iterArg_28 = %c_12, %iterArg_29 = %c_12, %iterArg_30 = %234#3, %iterArg_31 = %305, %iterArg_32 = %199, %iterArg_33 = %235#5, %iterArg_34 = %c_12) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>
    cond {
      %355 = stablehlo.compare LT, %iterArg_28, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %355 : tensor<i1>
    } do {
      %355:6 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_3(%iterArg_27, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34) : (tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>)
      %356 = stablehlo.add %iterArg_28, %c_5 : tensor<i32>
      stablehlo.return %iterArg_27, %356, %355#0, %355#1, %355#2, %355#3, %355#4, %355#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>
    }
    %307:8 = stablehlo.while(%iterArg_27 = %c_5, %iterArg_28 = %c_12, %iterArg_29 = %c_12, %iterArg_30 = %306#3, %iterArg_31 = %306#4, %iterArg_32 = %306#5, %iterArg_33 = %306#6, %iterArg_34 = %c_12) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>
    cond {
      %355 = stablehlo.compare LT, %iterArg_28, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %355 : tensor<i1>
    } do {
      %355:6 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_5(%iterArg_27, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34) : (tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>)
      %356 = stablehlo.add %iterArg_28, %c_5 : tensor<i32>
      stablehlo.return %iterArg_27, %356, %355#0, %355#1, %355#2, %355#3, %355#4, %355#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>
    }
    %308 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %309 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %310 = stablehlo.select %308, %309, %c_12 : tensor<i1>, tensor<i32>
    %311 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %312 = stablehlo.add %c_12, %c_9 : tensor<i32>
    %313 = stablehlo.select %311, %312, %c_12 : tensor<i1>, tensor<i32>
    %314 = stablehlo.dynamic_update_slice %iterArg_17, %171, %310, %313 : (tensor<2x64xi32>, tensor<2x64xi32>, tensor<i32>, tensor<i32>) -> tensor<2x64xi32>
    %315 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %316 = stablehlo.add %c_12, %c_8 : tensor<i32>
    %317 = stablehlo.select %315, %316, %c_12 : tensor<i1>, tensor<i32>
    %318 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %319 = stablehlo.add %c_12, %c_7 : tensor<i32>
    %320 = stablehlo.select %318, %319, %c_12 : tensor<i1>, tensor<i32>
    %321 = stablehlo.dynamic_update_slice %iterArg_18, %235#3, %317, %320 : (tensor<256x128xf32>, tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %322 = stablehlo.compare LT, %162, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %323 = stablehlo.add %162, %c_9 : tensor<i32>
    %324 = stablehlo.select %322, %323, %162 : tensor<i1>, tensor<i32>
    %325 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %326 = stablehlo.add %c_12, %c_7 : tensor<i32>
    %327 = stablehlo.select %325, %326, %c_12 : tensor<i1>, tensor<i32>
    %328 = stablehlo.dynamic_update_slice %iterArg_19, %185, %324, %327 : (tensor<64x128xf32>, tensor<32x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %329 = stablehlo.compare LT, %163, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %330 = stablehlo.add %163, %c_9 : tensor<i32>
    %331 = stablehlo.select %329, %330, %163 : tensor<i1>, tensor<i32>
    %332 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %333 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %334 = stablehlo.select %332, %333, %c_12 : tensor<i1>, tensor<i32>
    %335 = stablehlo.dynamic_update_slice %iterArg_20, %192, %331, %334 : (tensor<64x2xf32>, tensor<32x2xf32>, tensor<i32>, tensor<i32>) -> tensor<64x2xf32>
    %336 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %337 = stablehlo.add %c_12, %c_8 : tensor<i32>
    %338 = stablehlo.select %336, %337, %c_12 : tensor<i1>, tensor<i32>
    %339 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %340 = stablehlo.add %c_12, %c_7 : tensor<i32>
    %341 = stablehlo.select %339, %340, %c_12 : tensor<i1>, tensor<i32>
    %342 = stablehlo.dynamic_update_slice %iterArg_21, %307#5, %338, %341 : (tensor<256x128xf32>, tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %343 = stablehlo.compare LT, %164, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %344 = stablehlo.add %164, %c_9 : tensor<i32>
    %345 = stablehlo.select %343, %344, %164 : tensor<i1>, tensor<i32>
    %346 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %347 = stablehlo.add %c_12, %c_11 : tensor<i32>
    %348 = stablehlo.select %346, %347, %c_12 : tensor<i1>, tensor<i32>
    %349 = stablehlo.dynamic_update_slice %iterArg_22, %291, %345, %348 : (tensor<64x2xf32>, tensor<32x2xf32>, tensor<i32>, tensor<i32>) -> tensor<64x2xf32>
    %350 = stablehlo.add %iterArg, %c_5 : tensor<i32>
    %351 = stablehlo.add %iterArg_16, %c_5 : tensor<i32>
    %352 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_7(%c_4, %351, %iterArg_16) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %353 = stablehlo.compare EQ, %352, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %354 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_8(%353, %c_12, %352) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %350, %354, %314, %321, %328, %335, %342, %349, %235#4, %307#4, %307#3, %307#6 : tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<256x128xf32>, tensor<64x128xf32>, tensor<64x2xf32>, tensor<256x128xf32>, tensor<64x2xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<64xi32>, tensor<2xi16>
  }
  %8 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %9 = stablehlo.maximum %arg6, %8 : tensor<4xi32>
  %10 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__cumsum(%9) : (tensor<4xi32>) -> tensor<4xi32>
  %11 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %12 = stablehlo.minimum %10, %11 : tensor<4xi32>
  %13 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %14 = stablehlo.slice %12 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %16 = stablehlo.slice %12 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
  %18 = stablehlo.compare GT, %12, %15, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %19 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__floor_divide(%15, %c_9) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %21 = stablehlo.minimum %19, %20 : tensor<4xi32>
  %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %23 = stablehlo.subtract %12, %22 : tensor<4xi32>
  %24 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %25 = stablehlo.maximum %23, %24 : tensor<4xi32>
  %26 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__floor_divide(%25, %c_9) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %27 = stablehlo.subtract %26, %21 : tensor<4xi32>
  %28 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %29 = stablehlo.add %27, %28 : tensor<4xi32>
  %30 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_11(%18, %29, %c_12) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %31 = stablehlo.add %17, %c_9 : tensor<i32>
  %32 = stablehlo.subtract %31, %c_5 : tensor<i32>
  %33 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__floor_divide_12(%32, %c_9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %34 = stablehlo.subtract %c_2, %33 : tensor<i32>
  %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %36 = stablehlo.concatenate %30, %35, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %37 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %38 = stablehlo.concatenate %21, %37, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %39 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__cumsum_14(%36) : (tensor<5xi32>) -> tensor<5xi32>
  %40 = stablehlo.slice %39 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
  %41 = stablehlo.reshape %40 : (tensor<1xi32>) -> tensor<i32>
  %42 = stablehlo.iota dim = 0 : tensor<7xi32>
  %43 = stablehlo.subtract %41, %c_5 : tensor<i32>
  %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %45 = stablehlo.minimum %42, %44 : tensor<7xi32>
  %46 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
  %47 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<7x5xi32>
  %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x5xi32>
  %50 = stablehlo.compare LE, %48, %49, SIGNED : (tensor<7x5xi32>, tensor<7x5xi32>) -> tensor<7x5xi1>
  %51 = stablehlo.convert %50 : (tensor<7x5xi1>) -> tensor<7x5xi32>
  %52 = stablehlo.reduce(%51 init: %c_12) applies stablehlo.add across dimensions = [1] : (tensor<7x5xi32>, tensor<i32>) -> tensor<7xi32>
  %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %54 = stablehlo.compare LT, %52, %53, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %55 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %56 = stablehlo.add %52, %55 : tensor<7xi32>
  %57 = stablehlo.select %54, %56, %52 : tensor<7xi1>, tensor<7xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %59 = "stablehlo.gather"(%38, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %60 = stablehlo.add %59, %45 : tensor<7xi32>
  %61 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %62 = stablehlo.compare LT, %52, %61, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %63 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %64 = stablehlo.add %52, %63 : tensor<7xi32>
  %65 = stablehlo.select %62, %64, %52 : tensor<7xi1>, tensor<7xi32>
  %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %67 = "stablehlo.gather"(%39, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %68 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %69 = stablehlo.compare LT, %52, %68, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %70 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %71 = stablehlo.add %52, %70 : tensor<7xi32>
  %72 = stablehlo.select %69, %71, %52 : tensor<7xi1>, tensor<7xi32>
  %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %74 = "stablehlo.gather"(%36, %73) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %75 = stablehlo.subtract %67, %74 : tensor<7xi32>
  %76 = stablehlo.subtract %60, %75 : tensor<7xi32>
  %77 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %78 = stablehlo.concatenate %15, %77, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %79 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %80 = stablehlo.concatenate %12, %79, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %81 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
  %83 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
  %84 = stablehlo.multiply %c_5, %c_0 : tensor<i32>
  %85 = stablehlo.multiply %84, %c_5 : tensor<i32>
  %86:14 = stablehlo.while(%iterArg = %85, %iterArg_16 = %76, %iterArg_17 = %81, %iterArg_18 = %52, %iterArg_19 = %78, %iterArg_20 = %80, %iterArg_21 = %c_12, %iterArg_22 = %c_12, %iterArg_23 = %c_12, %iterArg_24 = %c_12, %iterArg_25 = %7#6, %iterArg_26 = %arg5, %iterArg_27 = %82, %iterArg_28 = %83) : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<4x128x128xf32>, tensor<256x128xf32>, tensor<64x128xf32>
  cond {
    %162 = stablehlo.convert %iterArg : tensor<i32>
    %163 = stablehlo.compare LT, %iterArg_21, %162, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %163 : tensor<i1>
  } do {
    %162 = stablehlo.compare LT, %iterArg_23, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %163 = stablehlo.add %iterArg_23, %c_0 : tensor<i32>
    %164 = stablehlo.select %162, %163, %iterArg_23 : tensor<i1>, tensor<i32>
    %165 = stablehlo.dynamic_slice %iterArg_16, %164, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %166 = stablehlo.reshape %165 : (tensor<1xi32>) -> tensor<i32>
    %167 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = stablehlo.add %c_12, %c_5 : tensor<i32>
    %169 = stablehlo.select %167, %168, %c_12 : tensor<i1>, tensor<i32>
    %170 = stablehlo.dynamic_slice %iterArg_17, %169, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %171 = stablehlo.reshape %170 : (tensor<1xi32>) -> tensor<i32>
    %172 = stablehlo.compare LT, %iterArg_23, %171, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %173 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_16(%172, %iterArg_24, %c_12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %174 = stablehlo.multiply %c_9, %166 : tensor<i32>
    %175 = stablehlo.multiply %c_7, %173 : tensor<i32>
    %176 = stablehlo.compare LT, %iterArg_23, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %177 = stablehlo.add %iterArg_23, %c_0 : tensor<i32>
    %178 = stablehlo.select %176, %177, %iterArg_23 : tensor<i1>, tensor<i32>
    %179 = stablehlo.dynamic_slice %iterArg_18, %178, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %180 = stablehlo.reshape %179 : (tensor<1xi32>) -> tensor<i32>
    %181 = stablehlo.minimum %180, %c_3 : tensor<i32>
    %182 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %183 = stablehlo.add %c_12, %c_5 : tensor<i32>
    %184 = stablehlo.select %182, %183, %c_12 : tensor<i1>, tensor<i32>
    %185 = stablehlo.dynamic_slice %iterArg_17, %184, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %186 = stablehlo.reshape %185 : (tensor<1xi32>) -> tensor<i32>
    %187 = stablehlo.compare LT, %iterArg_23, %186, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %188 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_16(%187, %iterArg_24, %c_12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %189 = stablehlo.multiply %c_7, %iterArg_22 : tensor<i32>
    %190 = stablehlo.multiply %c_7, %188 : tensor<i32>
    %191 = stablehlo.compare LT, %iterArg_23, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %192 = stablehlo.add %iterArg_23, %c_0 : tensor<i32>
    %193 = stablehlo.select %191, %192, %iterArg_23 : tensor<i1>, tensor<i32>
    %194 = stablehlo.dynamic_slice %iterArg_16, %193, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %195 = stablehlo.reshape %194 : (tensor<1xi32>) -> tensor<i32>
    %196 = stablehlo.multiply %c_9, %195 : tensor<i32>
    %197 = stablehlo.multiply %c_7, %iterArg_22 : tensor<i32>
    %198 = stablehlo.compare LT, %174, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %199 = stablehlo.add %174, %c_8 : tensor<i32>
    %200 = stablehlo.select %198, %199, %174 : tensor<i1>, tensor<i32>
    %201 = stablehlo.compare LT, %175, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %202 = stablehlo.add %175, %c_7 : tensor<i32>
    %203 = stablehlo.select %201, %202, %175 : tensor<i1>, tensor<i32>
    %204 = stablehlo.dynamic_slice %iterArg_25, %200, %203, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %205 = stablehlo.compare LT, %181, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %206 = stablehlo.add %181, %c_2 : tensor<i32>
    %207 = stablehlo.select %205, %206, %181 : tensor<i1>, tensor<i32>
    %208 = stablehlo.compare LT, %189, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %209 = stablehlo.add %189, %c_7 : tensor<i32>
    %210 = stablehlo.select %208, %209, %189 : tensor<i1>, tensor<i32>
    %211 = stablehlo.compare LT, %190, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %212 = stablehlo.add %190, %c_7 : tensor<i32>
    %213 = stablehlo.select %211, %212, %190 : tensor<i1>, tensor<i32>
    %214 = stablehlo.dynamic_slice %iterArg_26, %207, %210, %213, sizes = [1, 128, 128] : (tensor<4x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %215 = stablehlo.reshape %214 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %216 = stablehlo.compare LT, %196, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %217 = stablehlo.add %196, %c_8 : tensor<i32>
    %218 = stablehlo.select %216, %217, %196 : tensor<i1>, tensor<i32>
    %219 = stablehlo.compare LT, %197, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %220 = stablehlo.add %197, %c_7 : tensor<i32>
    %221 = stablehlo.select %219, %220, %197 : tensor<i1>, tensor<i32>
    %222 = stablehlo.dynamic_slice %iterArg_27, %218, %221, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %223 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %224 = stablehlo.add %c_12, %c_5 : tensor<i32>
    %225 = stablehlo.select %223, %224, %c_12 : tensor<i1>, tensor<i32>
    %226 = stablehlo.dynamic_slice %iterArg_17, %225, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %227 = stablehlo.reshape %226 : (tensor<1xi32>) -> tensor<i32>
    %228 = stablehlo.compare LT, %iterArg_23, %227, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %229 = stablehlo.compare LT, %iterArg_23, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %230 = stablehlo.add %iterArg_23, %c_0 : tensor<i32>
    %231 = stablehlo.select %229, %230, %iterArg_23 : tensor<i1>, tensor<i32>
    %232 = stablehlo.dynamic_slice %iterArg_18, %231, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %233 = stablehlo.reshape %232 : (tensor<1xi32>) -> tensor<i32>
    %234 = stablehlo.compare EQ, %iterArg_24, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %235 = stablehlo.and %228, %234 : tensor<i1>
    %236 = stablehlo.convert %235 : (tensor<i1>) -> tensor<i32>
    %237 = "stablehlo.case"(%236) ({
      stablehlo.return %iterArg_28 : tensor<64x128xf32>
    }, {
      %284 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      stablehlo.return %284 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %238 = stablehlo.compare LT, %233, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %239 = stablehlo.and %228, %238 : tensor<i1>
    %240 = stablehlo.convert %239 : (tensor<i1>) -> tensor<i32>
    %241 = "stablehlo.case"(%240) ({
      stablehlo.return %237 : tensor<64x128xf32>
    }, {
      %284 = stablehlo.dot_general %204, %215, contracting_dims = [1] x [1] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
      %285 = stablehlo.add %237, %284 : tensor<64x128xf32>
      stablehlo.return %285 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %242 = stablehlo.compare EQ, %iterArg_24, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %243 = stablehlo.and %228, %242 : tensor<i1>
    %244 = stablehlo.convert %243 : (tensor<i1>) -> tensor<i32>
    %245 = "stablehlo.case"(%244) ({
      stablehlo.return %222 : tensor<64x128xf32>
    }, {
      %284 = stablehlo.compare EQ, %iterArg_23, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %285 = stablehlo.subtract %iterArg_23, %c_5 : tensor<i32>
      %286 = stablehlo.maximum %285, %c_12 : tensor<i32>
      %287 = stablehlo.compare LT, %286, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %288 = stablehlo.add %286, %c_0 : tensor<i32>
      %289 = stablehlo.select %287, %288, %286 : tensor<i1>, tensor<i32>
      %290 = stablehlo.dynamic_slice %iterArg_16, %289, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %291 = stablehlo.reshape %290 : (tensor<1xi32>) -> tensor<i32>
      %292 = stablehlo.compare LT, %iterArg_23, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %293 = stablehlo.add %iterArg_23, %c_0 : tensor<i32>
      %294 = stablehlo.select %292, %293, %iterArg_23 : tensor<i1>, tensor<i32>
      %295 = stablehlo.dynamic_slice %iterArg_16, %294, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %296 = stablehlo.reshape %295 : (tensor<1xi32>) -> tensor<i32>
      %297 = stablehlo.compare NE, %291, %296, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %298 = stablehlo.or %284, %297 : tensor<i1>
      %299 = stablehlo.compare LT, %iterArg_23, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %300 = stablehlo.add %iterArg_23, %c_0 : tensor<i32>
      %301 = stablehlo.select %299, %300, %iterArg_23 : tensor<i1>, tensor<i32>
      %302 = stablehlo.dynamic_slice %iterArg_16, %301, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %303 = stablehlo.reshape %302 : (tensor<1xi32>) -> tensor<i32>
      %304 = stablehlo.multiply %303, %c_9 : tensor<i32>
      %305 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %306 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %307 = stablehlo.add %306, %305 : tensor<64x128xi32>
      %308 = stablehlo.compare LT, %233, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %309 = stablehlo.add %233, %c_1 : tensor<i32>
      %310 = stablehlo.select %308, %309, %233 : tensor<i1>, tensor<i32>
      %311 = stablehlo.dynamic_slice %iterArg_19, %310, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %312 = stablehlo.reshape %311 : (tensor<1xi32>) -> tensor<i32>
      %313 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %314 = stablehlo.compare GE, %307, %313, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %315 = stablehlo.compare LT, %233, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %316 = stablehlo.add %233, %c_1 : tensor<i32>
      %317 = stablehlo.select %315, %316, %233 : tensor<i1>, tensor<i32>
      %318 = stablehlo.dynamic_slice %iterArg_20, %317, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %319 = stablehlo.reshape %318 : (tensor<1xi32>) -> tensor<i32>
      %320 = stablehlo.broadcast_in_dim %319, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %321 = stablehlo.compare LT, %307, %320, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %322 = stablehlo.and %314, %321 : tensor<64x128xi1>
      %323 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_17(%298, %cst, %222) : (tensor<i1>, tensor<f32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %324 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_18(%322, %241, %323) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      stablehlo.return %324 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %246 = stablehlo.compare LT, %174, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %247 = stablehlo.add %174, %c_8 : tensor<i32>
    %248 = stablehlo.select %246, %247, %174 : tensor<i1>, tensor<i32>
    %249 = stablehlo.compare LT, %175, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %250 = stablehlo.add %175, %c_7 : tensor<i32>
    %251 = stablehlo.select %249, %250, %175 : tensor<i1>, tensor<i32>
    %252 = stablehlo.dynamic_update_slice %iterArg_25, %204, %248, %251 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %253 = stablehlo.broadcast_in_dim %215, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %254 = stablehlo.compare LT, %181, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %255 = stablehlo.add %181, %c_2 : tensor<i32>
    %256 = stablehlo.select %254, %255, %181 : tensor<i1>, tensor<i32>
    %257 = stablehlo.compare LT, %189, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %258 = stablehlo.add %189, %c_7 : tensor<i32>
    %259 = stablehlo.select %257, %258, %189 : tensor<i1>, tensor<i32>
    %260 = stablehlo.compare LT, %190, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %261 = stablehlo.add %190, %c_7 : tensor<i32>
    %262 = stablehlo.select %260, %261, %190 : tensor<i1>, tensor<i32>
    %263 = stablehlo.dynamic_update_slice %iterArg_26, %253, %256, %259, %262 : (tensor<4x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x128xf32>
    %264 = stablehlo.compare LT, %196, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %265 = stablehlo.add %196, %c_8 : tensor<i32>
    %266 = stablehlo.select %264, %265, %196 : tensor<i1>, tensor<i32>
    %267 = stablehlo.compare LT, %197, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %268 = stablehlo.add %197, %c_7 : tensor<i32>
    %269 = stablehlo.select %267, %268, %197 : tensor<i1>, tensor<i32>
    %270 = stablehlo.dynamic_update_slice %iterArg_27, %245, %266, %269 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %271 = stablehlo.add %iterArg_21, %c_5 : tensor<i32>
    %272 = stablehlo.add %iterArg_24, %c_5 : tensor<i32>
    %273 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_7(%c_4, %272, %iterArg_24) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %274 = stablehlo.compare EQ, %273, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %275 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_8(%274, %c_12, %273) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %276 = stablehlo.add %iterArg_23, %c_5 : tensor<i32>
    %277 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_7(%274, %276, %iterArg_23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %278 = stablehlo.compare EQ, %277, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %279 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_8(%278, %c_12, %277) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %280 = stablehlo.add %iterArg_22, %c_5 : tensor<i32>
    %281 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_7(%278, %280, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %282 = stablehlo.compare EQ, %281, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %283 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_8(%282, %c_12, %281) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %271, %283, %279, %275, %252, %263, %270, %241 : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<4x128x128xf32>, tensor<256x128xf32>, tensor<64x128xf32>
  }
  %87 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %88 = stablehlo.maximum %arg6, %87 : tensor<4xi32>
  %89 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__cumsum(%88) : (tensor<4xi32>) -> tensor<4xi32>
  %90 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %91 = stablehlo.minimum %89, %90 : tensor<4xi32>
  %92 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %93 = stablehlo.slice %91 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %94 = stablehlo.concatenate %92, %93, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %95 = stablehlo.slice %91 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %96 = stablehlo.reshape %95 : (tensor<1xi32>) -> tensor<i32>
  %97 = stablehlo.compare GT, %91, %94, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %98 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__floor_divide(%94, %c_9) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %99 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %100 = stablehlo.minimum %98, %99 : tensor<4xi32>
  %101 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %102 = stablehlo.subtract %91, %101 : tensor<4xi32>
  %103 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %104 = stablehlo.maximum %102, %103 : tensor<4xi32>
  %105 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__floor_divide(%104, %c_9) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %106 = stablehlo.subtract %105, %100 : tensor<4xi32>
  %107 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %108 = stablehlo.add %106, %107 : tensor<4xi32>
  %109 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_11(%97, %108, %c_5) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %110 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %111 = stablehlo.concatenate %109, %110, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %112 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %113 = stablehlo.concatenate %100, %112, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %114 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__cumsum_14(%111) : (tensor<5xi32>) -> tensor<5xi32>
  %115 = stablehlo.slice %114 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
  %116 = stablehlo.reshape %115 : (tensor<1xi32>) -> tensor<i32>
  %117 = stablehlo.iota dim = 0 : tensor<7xi32>
  %118 = stablehlo.subtract %116, %c_5 : tensor<i32>
  %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %120 = stablehlo.minimum %117, %119 : tensor<7xi32>
  %121 = stablehlo.broadcast_in_dim %114, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
  %122 = stablehlo.broadcast_in_dim %120, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<7x5xi32>
  %124 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x5xi32>
  %125 = stablehlo.compare LE, %123, %124, SIGNED : (tensor<7x5xi32>, tensor<7x5xi32>) -> tensor<7x5xi1>
  %126 = stablehlo.convert %125 : (tensor<7x5xi1>) -> tensor<7x5xi32>
  %127 = stablehlo.reduce(%126 init: %c_12) applies stablehlo.add across dimensions = [1] : (tensor<7x5xi32>, tensor<i32>) -> tensor<7xi32>
  %128 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %129 = stablehlo.compare LT, %127, %128, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %130 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %131 = stablehlo.add %127, %130 : tensor<7xi32>
  %132 = stablehlo.select %129, %131, %127 : tensor<7xi1>, tensor<7xi32>
  %133 = stablehlo.broadcast_in_dim %132, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %134 = "stablehlo.gather"(%113, %133) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %135 = stablehlo.add %134, %120 : tensor<7xi32>
  %136 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %137 = stablehlo.compare LT, %127, %136, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %138 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %139 = stablehlo.add %127, %138 : tensor<7xi32>
  %140 = stablehlo.select %137, %139, %127 : tensor<7xi1>, tensor<7xi32>
  %141 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %142 = "stablehlo.gather"(%114, %141) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %143 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %144 = stablehlo.compare LT, %127, %143, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %145 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %146 = stablehlo.add %127, %145 : tensor<7xi32>
  %147 = stablehlo.select %144, %146, %127 : tensor<7xi1>, tensor<7xi32>
  %148 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %149 = "stablehlo.gather"(%111, %148) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %150 = stablehlo.subtract %142, %149 : tensor<7xi32>
  %151 = stablehlo.subtract %135, %150 : tensor<7xi32>
  %152 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %153 = stablehlo.concatenate %94, %152, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %154 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %155 = stablehlo.concatenate %91, %154, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %156 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %157 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
  %158 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %159 = stablehlo.multiply %c_5, %c_5 : tensor<i32>
  %160 = stablehlo.multiply %159, %c_0 : tensor<i32>
  %161:14 = stablehlo.while(%iterArg = %160, %iterArg_16 = %151, %iterArg_17 = %127, %iterArg_18 = %156, %iterArg_19 = %153, %iterArg_20 = %155, %iterArg_21 = %c_12, %iterArg_22 = %c_12, %iterArg_23 = %c_12, %iterArg_24 = %c_12, %iterArg_25 = %arg4, %iterArg_26 = %7#6, %iterArg_27 = %157, %iterArg_28 = %158) : tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x128xf32>, tensor<128x128xf32>
  cond {
    %162 = stablehlo.convert %iterArg : tensor<i32>
    %163 = stablehlo.compare LT, %iterArg_21, %162, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %163 : tensor<i1>
  } do {
    %162 = stablehlo.compare LT, %iterArg_24, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %163 = stablehlo.add %iterArg_24, %c_0 : tensor<i32>
    %164 = stablehlo.select %162, %163, %iterArg_24 : tensor<i1>, tensor<i32>
    %165 = stablehlo.dynamic_slice %iterArg_16, %164, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %166 = stablehlo.reshape %165 : (tensor<1xi32>) -> tensor<i32>
    %167 = stablehlo.multiply %c_9, %166 : tensor<i32>
    %168 = stablehlo.multiply %c_7, %iterArg_22 : tensor<i32>
    %169 = stablehlo.compare LT, %iterArg_24, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %170 = stablehlo.add %iterArg_24, %c_0 : tensor<i32>
    %171 = stablehlo.select %169, %170, %iterArg_24 : tensor<i1>, tensor<i32>
    %172 = stablehlo.dynamic_slice %iterArg_16, %171, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %173 = stablehlo.reshape %172 : (tensor<1xi32>) -> tensor<i32>
    %174 = stablehlo.multiply %c_9, %173 : tensor<i32>
    %175 = stablehlo.multiply %c_7, %iterArg_23 : tensor<i32>
    %176 = stablehlo.compare LT, %iterArg_24, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %177 = stablehlo.add %iterArg_24, %c_0 : tensor<i32>
    %178 = stablehlo.select %176, %177, %iterArg_24 : tensor<i1>, tensor<i32>
    %179 = stablehlo.dynamic_slice %iterArg_17, %178, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %180 = stablehlo.reshape %179 : (tensor<1xi32>) -> tensor<i32>
    %181 = stablehlo.multiply %c_7, %iterArg_22 : tensor<i32>
    %182 = stablehlo.multiply %c_7, %iterArg_23 : tensor<i32>
    %183 = stablehlo.compare LT, %167, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %184 = stablehlo.add %167, %c_8 : tensor<i32>
    %185 = stablehlo.select %183, %184, %167 : tensor<i1>, tensor<i32>
    %186 = stablehlo.compare LT, %168, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %187 = stablehlo.add %168, %c_7 : tensor<i32>
    %188 = stablehlo.select %186, %187, %168 : tensor<i1>, tensor<i32>
    %189 = stablehlo.dynamic_slice %iterArg_25, %185, %188, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %190 = stablehlo.compare LT, %174, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %191 = stablehlo.add %174, %c_8 : tensor<i32>
    %192 = stablehlo.select %190, %191, %174 : tensor<i1>, tensor<i32>
    %193 = stablehlo.compare LT, %175, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = stablehlo.add %175, %c_7 : tensor<i32>
    %195 = stablehlo.select %193, %194, %175 : tensor<i1>, tensor<i32>
    %196 = stablehlo.dynamic_slice %iterArg_26, %192, %195, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %197 = stablehlo.compare LT, %180, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %198 = stablehlo.add %180, %c_2 : tensor<i32>
    %199 = stablehlo.select %197, %198, %180 : tensor<i1>, tensor<i32>
    %200 = stablehlo.compare LT, %181, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %201 = stablehlo.add %181, %c_7 : tensor<i32>
    %202 = stablehlo.select %200, %201, %181 : tensor<i1>, tensor<i32>
    %203 = stablehlo.compare LT, %182, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %204 = stablehlo.add %182, %c_7 : tensor<i32>
    %205 = stablehlo.select %203, %204, %182 : tensor<i1>, tensor<i32>
    %206 = stablehlo.dynamic_slice %iterArg_27, %199, %202, %205, sizes = [1, 128, 128] : (tensor<4x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x128xf32>
    %207 = stablehlo.reshape %206 : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %208 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %209 = stablehlo.add %c_12, %c_5 : tensor<i32>
    %210 = stablehlo.select %208, %209, %c_12 : tensor<i1>, tensor<i32>
    %211 = stablehlo.dynamic_slice %iterArg_18, %210, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %212 = stablehlo.reshape %211 : (tensor<1xi32>) -> tensor<i32>
    %213 = stablehlo.compare LT, %iterArg_24, %212, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %214 = stablehlo.compare LT, %iterArg_24, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %215 = stablehlo.add %iterArg_24, %c_0 : tensor<i32>
    %216 = stablehlo.select %214, %215, %iterArg_24 : tensor<i1>, tensor<i32>
    %217 = stablehlo.dynamic_slice %iterArg_17, %216, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %218 = stablehlo.reshape %217 : (tensor<1xi32>) -> tensor<i32>
    %219 = stablehlo.compare EQ, %iterArg_24, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %220 = stablehlo.subtract %iterArg_24, %c_5 : tensor<i32>
    %221 = stablehlo.maximum %220, %c_12 : tensor<i32>
    %222 = stablehlo.compare LT, %221, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %223 = stablehlo.add %221, %c_0 : tensor<i32>
    %224 = stablehlo.select %222, %223, %221 : tensor<i1>, tensor<i32>
    %225 = stablehlo.dynamic_slice %iterArg_17, %224, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %226 = stablehlo.reshape %225 : (tensor<1xi32>) -> tensor<i32>
    %227 = stablehlo.compare NE, %226, %218, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %228 = stablehlo.or %219, %227 : tensor<i1>
    %229 = stablehlo.compare LT, %c_12, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %230 = stablehlo.add %c_12, %c_5 : tensor<i32>
    %231 = stablehlo.select %229, %230, %c_12 : tensor<i1>, tensor<i32>
    %232 = stablehlo.dynamic_slice %iterArg_18, %231, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %233 = stablehlo.reshape %232 : (tensor<1xi32>) -> tensor<i32>
    %234 = stablehlo.subtract %233, %c_5 : tensor<i32>
    %235 = stablehlo.compare EQ, %iterArg_24, %234, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %236 = stablehlo.add %iterArg_24, %c_5 : tensor<i32>
    %237 = stablehlo.minimum %236, %c : tensor<i32>
    %238 = stablehlo.compare LT, %237, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %239 = stablehlo.add %237, %c_0 : tensor<i32>
    %240 = stablehlo.select %238, %239, %237 : tensor<i1>, tensor<i32>
    %241 = stablehlo.dynamic_slice %iterArg_17, %240, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %242 = stablehlo.reshape %241 : (tensor<1xi32>) -> tensor<i32>
    %243 = stablehlo.compare NE, %242, %218, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %244 = stablehlo.or %235, %243 : tensor<i1>
    %245 = stablehlo.compare LT, %218, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %246 = stablehlo.add %218, %c_1 : tensor<i32>
    %247 = stablehlo.select %245, %246, %218 : tensor<i1>, tensor<i32>
    %248 = stablehlo.dynamic_slice %iterArg_19, %247, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %249 = stablehlo.reshape %248 : (tensor<1xi32>) -> tensor<i32>
    %250 = stablehlo.compare LT, %218, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %251 = stablehlo.add %218, %c_1 : tensor<i32>
    %252 = stablehlo.select %250, %251, %218 : tensor<i1>, tensor<i32>
    %253 = stablehlo.dynamic_slice %iterArg_20, %252, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %254 = stablehlo.reshape %253 : (tensor<1xi32>) -> tensor<i32>
    %255 = stablehlo.and %213, %228 : tensor<i1>
    %256 = stablehlo.convert %255 : (tensor<i1>) -> tensor<i32>
    %257 = "stablehlo.case"(%256) ({
      stablehlo.return %iterArg_28 : tensor<128x128xf32>
    }, {
      %303 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      stablehlo.return %303 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    %258 = stablehlo.compare GT, %254, %249, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %259 = stablehlo.and %213, %258 : tensor<i1>
    %260 = stablehlo.convert %259 : (tensor<i1>) -> tensor<i32>
    %261 = "stablehlo.case"(%260) ({
      stablehlo.return %257 : tensor<128x128xf32>
    }, {
      %303 = stablehlo.compare LT, %iterArg_24, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %304 = stablehlo.add %iterArg_24, %c_0 : tensor<i32>
      %305 = stablehlo.select %303, %304, %iterArg_24 : tensor<i1>, tensor<i32>
      %306 = stablehlo.dynamic_slice %iterArg_16, %305, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %307 = stablehlo.reshape %306 : (tensor<1xi32>) -> tensor<i32>
      %308 = stablehlo.multiply %307, %c_9 : tensor<i32>
      %309 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %310 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %311 = stablehlo.add %310, %309 : tensor<64x128xi32>
      %312 = stablehlo.broadcast_in_dim %249, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %313 = stablehlo.compare GE, %311, %312, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %314 = stablehlo.broadcast_in_dim %254, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %315 = stablehlo.compare LT, %311, %314, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %316 = stablehlo.and %313, %315 : tensor<64x128xi1>
      %317 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      %318 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_18(%316, %189, %317) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %319 = stablehlo.compare LT, %iterArg_24, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %320 = stablehlo.add %iterArg_24, %c_0 : tensor<i32>
      %321 = stablehlo.select %319, %320, %iterArg_24 : tensor<i1>, tensor<i32>
      %322 = stablehlo.dynamic_slice %iterArg_16, %321, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %323 = stablehlo.reshape %322 : (tensor<1xi32>) -> tensor<i32>
      %324 = stablehlo.multiply %323, %c_9 : tensor<i32>
      %325 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %326 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %327 = stablehlo.add %326, %325 : tensor<64x128xi32>
      %328 = stablehlo.broadcast_in_dim %249, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %329 = stablehlo.compare GE, %327, %328, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %330 = stablehlo.broadcast_in_dim %254, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %331 = stablehlo.compare LT, %327, %330, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %332 = stablehlo.and %329, %331 : tensor<64x128xi1>
      %333 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      %334 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_18(%332, %196, %333) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %335 = stablehlo.dot_general %318, %334, contracting_dims = [0] x [0] : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<128x128xf32>
      %336 = stablehlo.add %257, %335 : tensor<128x128xf32>
      stablehlo.return %336 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    %262 = stablehlo.and %213, %244 : tensor<i1>
    %263 = stablehlo.convert %262 : (tensor<i1>) -> tensor<i32>
    %264 = "stablehlo.case"(%263) ({
      stablehlo.return %207 : tensor<128x128xf32>
    }, {
      stablehlo.return %261 : tensor<128x128xf32>
    }) : (tensor<i32>) -> tensor<128x128xf32>
    %265 = stablehlo.compare LT, %167, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %266 = stablehlo.add %167, %c_8 : tensor<i32>
    %267 = stablehlo.select %265, %266, %167 : tensor<i1>, tensor<i32>
    %268 = stablehlo.compare LT, %168, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %269 = stablehlo.add %168, %c_7 : tensor<i32>
    %270 = stablehlo.select %268, %269, %168 : tensor<i1>, tensor<i32>
    %271 = stablehlo.dynamic_update_slice %iterArg_25, %189, %267, %270 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %272 = stablehlo.compare LT, %174, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %273 = stablehlo.add %174, %c_8 : tensor<i32>
    %274 = stablehlo.select %272, %273, %174 : tensor<i1>, tensor<i32>
    %275 = stablehlo.compare LT, %175, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %276 = stablehlo.add %175, %c_7 : tensor<i32>
    %277 = stablehlo.select %275, %276, %175 : tensor<i1>, tensor<i32>
    %278 = stablehlo.dynamic_update_slice %iterArg_26, %196, %274, %277 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %279 = stablehlo.broadcast_in_dim %264, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %280 = stablehlo.compare LT, %180, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %281 = stablehlo.add %180, %c_2 : tensor<i32>
    %282 = stablehlo.select %280, %281, %180 : tensor<i1>, tensor<i32>
    %283 = stablehlo.compare LT, %181, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %284 = stablehlo.add %181, %c_7 : tensor<i32>
    %285 = stablehlo.select %283, %284, %181 : tensor<i1>, tensor<i32>
    %286 = stablehlo.compare LT, %182, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %287 = stablehlo.add %182, %c_7 : tensor<i32>
    %288 = stablehlo.select %286, %287, %182 : tensor<i1>, tensor<i32>
    %289 = stablehlo.dynamic_update_slice %iterArg_27, %279, %282, %285, %288 : (tensor<4x128x128xf32>, tensor<1x128x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x128xf32>
    %290 = stablehlo.add %iterArg_21, %c_5 : tensor<i32>
    %291 = stablehlo.add %iterArg_24, %c_5 : tensor<i32>
    %292 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_7(%c_4, %291, %iterArg_24) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %293 = stablehlo.compare EQ, %292, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %294 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_8(%293, %c_12, %292) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %295 = stablehlo.add %iterArg_23, %c_5 : tensor<i32>
    %296 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_7(%293, %295, %iterArg_23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %297 = stablehlo.compare EQ, %296, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %298 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_8(%297, %c_12, %296) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %299 = stablehlo.add %iterArg_22, %c_5 : tensor<i32>
    %300 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_7(%297, %299, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %301 = stablehlo.compare EQ, %300, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %302 = func.call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_8(%301, %c_12, %300) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %290, %302, %298, %294, %271, %278, %289, %261 : tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x128xf32>, tensor<128x128xf32>
  }
  return %86#12, %161#12, %7#7 : tensor<256x128xf32>, tensor<4x128x128xf32>, tensor<64x2xf32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<64xi32>, %arg3: tensor<256x128xf32>, %arg4: tensor<2x32x128xf32>, %arg5: tensor<2xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:5 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_0(%arg2, %arg3, %arg4, %arg5, %arg0, %arg6) : (tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#0 : tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_0(%arg0: tensor<64xi32>, %arg1: tensor<256x128xf32>, %arg2: tensor<2x32x128xf32>, %arg3: tensor<2xi16>, %arg4: tensor<i32>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>) {
  %c = stablehlo.constant dense<32767> : tensor<i32>
  %c_0 = stablehlo.constant dense<32> : tensor<i32>
  %c_1 = stablehlo.constant dense<128> : tensor<i32>
  %c_2 = stablehlo.constant dense<256> : tensor<i32>
  %c_3 = stablehlo.constant dense<2> : tensor<i32>
  %c_4 = stablehlo.constant dense<255> : tensor<i32>
  %c_5 = stablehlo.constant dense<64> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg5, %c_7 : tensor<i32>
  %1 = stablehlo.convert %arg5 : tensor<i32>
  %2 = stablehlo.compare LT, %1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %3 = stablehlo.add %1, %c_5 : tensor<i32>
  %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
  %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<64xi32>, tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
  %7 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__clip(%6, %c_6, %c_4) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %8 = stablehlo.remainder %arg5, %c_3 : tensor<i32>
  %9 = stablehlo.divide %arg5, %c_3 : tensor<i32>
  %10 = stablehlo.compare LT, %7, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %11 = stablehlo.add %7, %c_2 : tensor<i32>
  %12 = stablehlo.select %10, %11, %7 : tensor<i1>, tensor<i32>
  %13 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %14 = stablehlo.add %c_6, %c_1 : tensor<i32>
  %15 = stablehlo.select %13, %14, %c_6 : tensor<i1>, tensor<i32>
  %16 = stablehlo.dynamic_slice %arg1, %12, %15, sizes = [1, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
  %17 = stablehlo.convert %8 : tensor<i32>
  %18 = stablehlo.convert %9 : tensor<i32>
  %19 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
  %20 = stablehlo.compare LT, %17, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %21 = stablehlo.add %17, %c_3 : tensor<i32>
  %22 = stablehlo.select %20, %21, %17 : tensor<i1>, tensor<i32>
  %23 = stablehlo.compare LT, %18, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %24 = stablehlo.add %18, %c_0 : tensor<i32>
  %25 = stablehlo.select %23, %24, %18 : tensor<i1>, tensor<i32>
  %26 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %27 = stablehlo.add %c_6, %c_1 : tensor<i32>
  %28 = stablehlo.select %26, %27, %c_6 : tensor<i1>, tensor<i32>
  %29 = stablehlo.dynamic_update_slice %arg2, %19, %22, %25, %28 : (tensor<2x32x128xf32>, tensor<1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x32x128xf32>
  %30 = stablehlo.minimum %c_1, %c : tensor<i32>
  %31 = stablehlo.convert %30 : (tensor<i32>) -> tensor<i16>
  %32 = stablehlo.convert %arg4 : tensor<i32>
  %33 = stablehlo.compare LT, %32, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %34 = stablehlo.add %32, %c_3 : tensor<i32>
  %35 = stablehlo.select %33, %34, %32 : tensor<i1>, tensor<i32>
  %36 = stablehlo.dynamic_slice %arg3, %35, sizes = [1] : (tensor<2xi16>, tensor<i32>) -> tensor<1xi16>
  %37 = stablehlo.reshape %36 : (tensor<1xi16>) -> tensor<i16>
  %38 = stablehlo.add %37, %31 : tensor<i16>
  %39 = stablehlo.convert %arg4 : tensor<i32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %41 = stablehlo.compare LT, %39, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %42 = stablehlo.add %39, %c_3 : tensor<i32>
  %43 = stablehlo.select %41, %42, %39 : tensor<i1>, tensor<i32>
  %44 = stablehlo.dynamic_update_slice %arg3, %40, %43 : (tensor<2xi16>, tensor<1xi16>, tensor<i32>) -> tensor<2xi16>
  return %0, %arg0, %arg1, %29, %44 : tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
  %2 = stablehlo.convert %arg2 : tensor<i32>
  %3 = stablehlo.minimum %2, %1 : tensor<i32>
  return %3 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_1(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<256x128xf32>, %arg3: tensor<2x32x128xf32>, %arg4: tensor<2xi16>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:4 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_2(%arg2, %arg3, %arg4, %arg0, %arg5) : (tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#0 : tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_2(%arg0: tensor<256x128xf32>, %arg1: tensor<2x32x128xf32>, %arg2: tensor<2xi16>, %arg3: tensor<i32>, %arg4: tensor<i32>) -> (tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>) {
  %c = stablehlo.constant dense<32767> : tensor<i32>
  %c_0 = stablehlo.constant dense<128> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<2> : tensor<i32>
  %c_3 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg4, %c_3 : tensor<i32>
  %1 = stablehlo.minimum %c_0, %c : tensor<i32>
  %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<i16>
  %3 = stablehlo.convert %arg3 : tensor<i32>
  %4 = stablehlo.compare LT, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %5 = stablehlo.add %3, %c_2 : tensor<i32>
  %6 = stablehlo.select %4, %5, %3 : tensor<i1>, tensor<i32>
  %7 = stablehlo.dynamic_slice %arg2, %6, sizes = [1] : (tensor<2xi16>, tensor<i32>) -> tensor<1xi16>
  %8 = stablehlo.reshape %7 : (tensor<1xi16>) -> tensor<i16>
  %9 = stablehlo.subtract %8, %2 : tensor<i16>
  %10 = stablehlo.convert %arg3 : tensor<i32>
  %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %12 = stablehlo.compare LT, %10, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %13 = stablehlo.add %10, %c_2 : tensor<i32>
  %14 = stablehlo.select %12, %13, %10 : tensor<i1>, tensor<i32>
  %15 = stablehlo.dynamic_update_slice %arg2, %11, %14 : (tensor<2xi16>, tensor<1xi16>, tensor<i32>) -> tensor<2xi16>
  return %0, %arg0, %arg1, %15 : tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<2xi16>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where(%arg0: tensor<32x2xi1>, %arg1: tensor<32x2xf32>, %arg2: tensor<32x2xf32>) -> tensor<32x2xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x2xi1>, tensor<32x2xf32>
  return %0 : tensor<32x2xf32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_3(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<64xi32>, %arg3: tensor<2x32x128xf32>, %arg4: tensor<256x128xf32>, %arg5: tensor<2xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:5 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_4(%arg2, %arg3, %arg4, %arg5, %arg0, %arg6) : (tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#0 : tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_4(%arg0: tensor<64xi32>, %arg1: tensor<2x32x128xf32>, %arg2: tensor<256x128xf32>, %arg3: tensor<2xi16>, %arg4: tensor<i32>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>) {
  %c = stablehlo.constant dense<32767> : tensor<i32>
  %c_0 = stablehlo.constant dense<256> : tensor<i32>
  %c_1 = stablehlo.constant dense<128> : tensor<i32>
  %c_2 = stablehlo.constant dense<32> : tensor<i32>
  %c_3 = stablehlo.constant dense<2> : tensor<i32>
  %c_4 = stablehlo.constant dense<255> : tensor<i32>
  %c_5 = stablehlo.constant dense<64> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg5, %c_7 : tensor<i32>
  %1 = stablehlo.convert %arg5 : tensor<i32>
  %2 = stablehlo.compare LT, %1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %3 = stablehlo.add %1, %c_5 : tensor<i32>
  %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
  %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<64xi32>, tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
  %7 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__clip(%6, %c_6, %c_4) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %8 = stablehlo.remainder %arg5, %c_3 : tensor<i32>
  %9 = stablehlo.divide %arg5, %c_3 : tensor<i32>
  %10 = stablehlo.convert %8 : tensor<i32>
  %11 = stablehlo.convert %9 : tensor<i32>
  %12 = stablehlo.compare LT, %10, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %13 = stablehlo.add %10, %c_3 : tensor<i32>
  %14 = stablehlo.select %12, %13, %10 : tensor<i1>, tensor<i32>
  %15 = stablehlo.compare LT, %11, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %16 = stablehlo.add %11, %c_2 : tensor<i32>
  %17 = stablehlo.select %15, %16, %11 : tensor<i1>, tensor<i32>
  %18 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %19 = stablehlo.add %c_6, %c_1 : tensor<i32>
  %20 = stablehlo.select %18, %19, %c_6 : tensor<i1>, tensor<i32>
  %21 = stablehlo.dynamic_slice %arg1, %14, %17, %20, sizes = [1, 1, 128] : (tensor<2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x128xf32>
  %22 = stablehlo.reshape %21 : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
  %23 = stablehlo.compare LT, %7, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %24 = stablehlo.add %7, %c_0 : tensor<i32>
  %25 = stablehlo.select %23, %24, %7 : tensor<i1>, tensor<i32>
  %26 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %27 = stablehlo.add %c_6, %c_1 : tensor<i32>
  %28 = stablehlo.select %26, %27, %c_6 : tensor<i1>, tensor<i32>
  %29 = stablehlo.dynamic_update_slice %arg2, %22, %25, %28 : (tensor<256x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
  %30 = stablehlo.minimum %c_1, %c : tensor<i32>
  %31 = stablehlo.convert %30 : (tensor<i32>) -> tensor<i16>
  %32 = stablehlo.convert %arg4 : tensor<i32>
  %33 = stablehlo.compare LT, %32, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %34 = stablehlo.add %32, %c_3 : tensor<i32>
  %35 = stablehlo.select %33, %34, %32 : tensor<i1>, tensor<i32>
  %36 = stablehlo.dynamic_slice %arg3, %35, sizes = [1] : (tensor<2xi16>, tensor<i32>) -> tensor<1xi16>
  %37 = stablehlo.reshape %36 : (tensor<1xi16>) -> tensor<i16>
  %38 = stablehlo.add %37, %31 : tensor<i16>
  %39 = stablehlo.convert %arg4 : tensor<i32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %41 = stablehlo.compare LT, %39, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %42 = stablehlo.add %39, %c_3 : tensor<i32>
  %43 = stablehlo.select %41, %42, %39 : tensor<i1>, tensor<i32>
  %44 = stablehlo.dynamic_update_slice %arg3, %40, %43 : (tensor<2xi16>, tensor<1xi16>, tensor<i32>) -> tensor<2xi16>
  return %0, %arg0, %arg1, %29, %44 : tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_5(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<64xi32>, %arg3: tensor<2x32x128xf32>, %arg4: tensor<256x128xf32>, %arg5: tensor<2xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:5 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_6(%arg2, %arg3, %arg4, %arg5, %arg0, %arg6) : (tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#0 : tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__closed_call_6(%arg0: tensor<64xi32>, %arg1: tensor<2x32x128xf32>, %arg2: tensor<256x128xf32>, %arg3: tensor<2xi16>, %arg4: tensor<i32>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>) {
  %c = stablehlo.constant dense<32767> : tensor<i32>
  %c_0 = stablehlo.constant dense<128> : tensor<i32>
  %c_1 = stablehlo.constant dense<2> : tensor<i32>
  %c_2 = stablehlo.constant dense<255> : tensor<i32>
  %c_3 = stablehlo.constant dense<64> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg5, %c_5 : tensor<i32>
  %1 = stablehlo.convert %arg5 : tensor<i32>
  %2 = stablehlo.compare LT, %1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %3 = stablehlo.add %1, %c_3 : tensor<i32>
  %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
  %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<64xi32>, tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
  %7 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__clip(%6, %c_4, %c_2) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %8 = stablehlo.minimum %c_0, %c : tensor<i32>
  %9 = stablehlo.convert %8 : (tensor<i32>) -> tensor<i16>
  %10 = stablehlo.convert %arg4 : tensor<i32>
  %11 = stablehlo.compare LT, %10, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %12 = stablehlo.add %10, %c_1 : tensor<i32>
  %13 = stablehlo.select %11, %12, %10 : tensor<i1>, tensor<i32>
  %14 = stablehlo.dynamic_slice %arg3, %13, sizes = [1] : (tensor<2xi16>, tensor<i32>) -> tensor<1xi16>
  %15 = stablehlo.reshape %14 : (tensor<1xi16>) -> tensor<i16>
  %16 = stablehlo.subtract %15, %9 : tensor<i16>
  %17 = stablehlo.convert %arg4 : tensor<i32>
  %18 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %19 = stablehlo.compare LT, %17, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %20 = stablehlo.add %17, %c_1 : tensor<i32>
  %21 = stablehlo.select %19, %20, %17 : tensor<i1>, tensor<i32>
  %22 = stablehlo.dynamic_update_slice %arg3, %18, %21 : (tensor<2xi16>, tensor<1xi16>, tensor<i32>) -> tensor<2xi16>
  return %0, %arg0, %arg1, %arg2, %22 : tensor<i32>, tensor<64xi32>, tensor<2x32x128xf32>, tensor<256x128xf32>, tensor<2xi16>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__cumsum_9(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__cumsum_9(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
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
  %14 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_10(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %14 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_10(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_11(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> tensor<4xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4xi1>, tensor<4xi32>
  return %2 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__floor_divide_12(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_13(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_13(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__cumsum_14(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = call @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__cumsum_15(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad__cumsum_15(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 5>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
  return %1 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_16(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_17(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.convert %arg1 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
  %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<64x128xf32>
  return %2 : tensor<64x128xf32>
}
func.func private @namtrain_gmm_small_cpu_t64_routed_down_combine_grad___where_18(%arg0: tensor<64x128xi1>, %arg1: tensor<64x128xf32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x128xi1>, tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}
