func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad(%arg0: tensor<65536x768xf32>, %arg1: tensor<262144x384xui32>, %arg2: tensor<65536x4xi32>, %arg3: tensor<65536x4xf32>, %arg4: tensor<262144x512xbf16>, %arg5: tensor<32x512x768xbf16>, %arg6: tensor<32xi32>) -> (tensor<262144x512xbf16> {jax.result_info = "result[0]"}, tensor<32x512x768xbf16> {jax.result_info = "result[1]"}, tensor<65536x4xf32> {jax.result_info = "result[2]"}) {
  %c = stablehlo.constant dense<33> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<511> : tensor<i32>
  %c_2 = stablehlo.constant dense<512> : tensor<i32>
  %c_3 = stablehlo.constant dense<262144> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %c_5 = stablehlo.constant dense<16> : tensor<ui32>
  %c_6 = stablehlo.constant dense<65535> : tensor<ui32>
  %0 = stablehlo.reshape %arg2 : (tensor<65536x4xi32>) -> tensor<512x512xi32>
  %1:2 = stablehlo.custom_call @tpu_custom_call(%0, %arg1, %arg0, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFbCwEDBQcJAQMLA0UNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PA8IE9gNFAfUHFxMTFxcTExMXGxcTFxcXCxMXExcPFxsXFyMLJxcrExcXF4ULFxMXCwsTFxcLZQsPDxMTFxcTFycTFwsLCwsrHwsXFxelCwtTCw8PCwsTCwsLExMTEwsLCxMXFxcTCw9LCw8LCzMLCw8LCwsjGwtTGwsbCxsbGw8LQwUNXWGFjWFNAfUTC1VDcwsTCxMLYwsTCxMLDw8TCwsTCxsLIxcLEwsPExMLEwsTCw8LEwsLEwsfCxMLCxMLEwsLEwsfCxMLCwszDxMLEwsTCwsLEwsjCxMLCxMLEwtTDycTDxcPJxcPDxcPJxcPEwsnUwsTCxcLEwsLEwsPCxMLCxMLQwcFWVkJA0kBQw8fHwcbFwcPIxsfHxsbGysjKxsjJyMnJx8bIx8LBzsbHwUDTQJqGR8dLgIyAgMDIZUdsUoDAwMhRgIdugK+Ah2fIgIdmQICHaGSAh3GAsoCAwPWAu4DHVICVgIdo4oCHaoCrgId2gLeAh3qAu4CBVEdoUoCHZ4CogIdrQIDHTIDNgMRDwEDAyE6AgMDPgLqAwMDIZoCAwMhtgIDB1GlU6c3VQVTAwdR0gJTpzdVAwMh5gIDBfYC8gP6Av4CHa8WAwMDIcoDHc4D0gMd2gPeA2FmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVVAwMhQgIDA0nzAwNJDgIFVwVZAQVjYx2iA6YDAwMhegIFW2FmZmluZV9tYXA8KGQwKSAtPiAoZDApPgAFXRE5ABEPBR2tBgMdrw4DAwMeAysdIgMmAwEFqWMdPgNCAwMHg2FJUgM3sx2xkgMDA0nmAwMBBV8FYQ0/AwdJEgIWApWbYQMFSSoCm2EFYwMDIa4DHbIDtgMdvgPCA2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABWUFZyMPBSGAAAAAAAAAAAQAAAAAAAAABWkRAQEdme8FawVtHZ8aAgVvBXEFcwEFKysBBamrEQ8CBBEPAgwFdQV3BXkjAQEBAwMhVgMDAyFiAwMDIXoDAwO9vwV7EQ8tAxHDxVvHycvNK8/RX9PV/9fZBX0BA/sNPQV/Iw8DEQACAAAAAAAABYEFgxEPEQWFBYcFiQENd3fb4XflAwV53XvfCY0jDwUhgAAAAAAAAAAAAwAAAAAAAAMFeeN7kQmPAwV553uRCZMDBVt9X40DBVt9X48DBVt9X5Md8QEFiyMBBxkBAAAAAQAAAAAAAAAjdHB1Lm1lbW9yeV9zcGFjZTxhbnk+ACN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNlbWFwaG9yZV9tZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5jb3JlX3R5cGU8dGM+AB0GAgEFjWFmZmluZV9tYXA8KCkgLT4gKCk+ACMBBxkBAAAAAgAAAAAAAAAjAQ0xAQAAAAAAAAABAAAAAQAAAAAAAAAAAAAABY8dHgIBBZEdJgIBBZMjAQspAQAAAAEAAAABAAAAAAAAAAAAAAAFlR02AgEFlxEBAhAFmREBBREHAR1OAgEFmwWdHVoCAQWfAwNiAmYCBaEjAQMJAQAAAB1uAnICBaMddgIBBaUTDQEdo4ICHYYCAQWnHY4CAQWpHZYCAQWrEQFBBa0dpgIBBa8FsR2yAgEFsxEBEADA/z8FtR3CAgEFtwW5Hc4CAQW7AQUrqwW9Bb8d4gIBBcElCwkAAAAABcMd8gIBBcUFxwXJIw8DEQEAAAAAAAAAHYMBHQoDAQXLHRIDAQXNHRoDAQXPBdEF0x0qAwEF1QMHUaVTbTdVBdcdOgMBBdkF2x1GAwEF3R1OAwEF3yMBCSEBAAAAAQAAAAMAAAAAAAAAEQcFAwdRXgNTbTdVAQUrYxEHCQMDIWoDEQEJAwdRcgNTbTdVAQUrdgMRDwkRBw0DAyGCAxEBDQMHUYoDU203VQEFK44DEQ8NHZYDAQXhAweDYUmeAzezIwEJIQEAAAABAAAAAgAAAAAAAAAF4x2qAwEF5REB9P8/BecdugMBBekF6x3GAwEF7REBEQXvHdYDAQXxBfMd4gMBBfUjAQcZAQAAAAMAAAAAAAAAI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgAjdmVjdG9yLmtpbmQ8YWRkPgABAgInBQIEAgwBJwUCBAIMDQMnBQIEBQ0nAwIEDQsBAgQnBwUCBAIMAScFAgQRDScFAgQCGA0nBQIEAgw7F/kDBUNdF/kBQwoCJwUCBBEBF/UFBABAAgwBRxf3BQIEEQ1HF/cHEQIEAgwBiycFAgQRORf1BQUCDAFHF/cHBQUCDAGLF/cFBQIMAUcX9QUCEAIQAUcX9wUCBAIYDUcX/QMCEAFdF/kDCUNdF/UFBQIQAUcX9QMCEAFdAQkHBRcBLR8vIR8hIyMxMwEFAwEFAQEnBQIEAhg7IXRwdS5kbWFfc2VtYXBob3JlAASeLwUBEQG7BwMBESERAcEHA34EBgkXAQEtAR8BLwEhAR8BIQEjASMBMQEzAQMDlwUDAQsHD00DGQUVFw8GDwMbAxkDAw8FAwELBw9PAzUHAwEdDwYPAzcDHzkFD38HIRMbAwOdBQMBCwcNTQMZBRUjDwYNAxsDJQMDDQUDAQsHDU8DNQcDASkPBg0DNwMrOwUNgQcnLRMDAwMFAwEDAwMFAwEDAwMtAwElBwMvAwEFMTMDAwNLAwEnFAMHMTU3BQMlTwMBAz0GIwMHA34EPwYjAwEFE4IEAwNXBQMBAwNXhQMBQQaHAwEFigSGBEMGiQMBBY4EkgQDA0NBAwEzBkMDAQV+BJoEAwNFQQMBNQZFAwEFfgSiBAsHD00DGQUVLw8GDwMbA6oEAwMPBQMBCwcPdQMpCQ+eBKYEsgQPBg8DKwO2BAMDDwUDAQsHD08DJwcFlgS+BDkFD38HwgS6BK4ENwADAwMDLQMBAwMDBQMBAwMDBQMBAwMDLQMBJQcDLwMBBT0/AwMDSwMBJxQDBz1BQwUDGzsDAQMDA0NBAwEzBkMDAQV+BIIEAwNFQQMBNQZFAwEFfgSKBAsHDU0DGQUVOw8GDQMbA5IEAwMNBQMBCwcNdQMpCQ+GBI4EmgQPBg0DKwOeBAMDDQUDAQMDDQUDAQsHDU8DJwcFpgSqBDsFDYEHlgSuBKIENwADAwMDLQMBAwMjCQMHAwMjCQMHEwYjAxUHB0dJFQYXA0EDSxcGFwMVA00DAyMJAwcDAyMJAwcTBiMDEwcJUVNFA2oCXgIDHQMDfgJZAw0FBhkDEwNZAwMRCQMHAwMRCQMHAwMRCQMHEwYRAxEJD11fYQcGEQMDA2MDAyUxAwEFBiUDAwNnKQclLwMDBWVpDQYbAwUDawMDCzMDAQUGCwMDA28ZBgsDAwVlcQ0GGwMFA3MJBxM1AwUDSwkHEzkDBQNLEQcdFQMFBW13AwMfOwMLGwcfPQMLBXt9BwYZAwkDfwMDJ1kDDQUGJwMJA4MdBycVAwkFhYERBx0VAwUFdXkDAx87AwsbBx89AwsFiYsHBhkDCQONHQdlFQMJBYePAwNnBQMBBQY/Ax0DkysHP2kDJQVXlQcGGQMJA5EFBhkDEwOZLQZrAxMHl5tbCQcTLgMDCQNVBQYdAxUDnxEHHRUDFQVPoQkHEzkDBQOjFQYXAxcDpRcGFwMFA6cNBhsDAwOpAwMLMwMBBQYLAwMDrRkGCwMDBauvCQcTNQMFA6MVBhcDFwOzFwYXAwUDtQ0GGwMDA7cDAykxAwEFBikDAwO7LwYpAwMFub0xBm8DAwWxvwMDBwkDBwMDBwkDBwMDBwkDBxMGBwMRCRHDxccHBgcDAwPJBwYHAxEDwR8FB3ELzRHDxccDAxG1AwcDAxEJAwcDAxEJAwcTBhEDEQkPz9HTBwYRAwMD1QMDJTEDAQUGJQMDA9kpByUvAwMF19sNBhsDBQPdAwMLMwMBBQYLAwMD4RkGCwMDBdfjDQYbAwUD5QkHEzUDBQNLCQcTOQMFA0sRBx0VAwUF3+kDAx87AwsbBx89AwsF7e8HBhkDCQPxAwMnWQMNBQYnAwkD9R0HJxUDCQX38xEHHRUDBQXn6wMDHzsDCxsHHz0DCwX7/QcGGQMJA/8dB2UVAwkF+QICAwNnSwMBBQY/Ax0DCgIrBz9pAyUFVw4CBwYZAwkDBgIFBhkDEwMWAi0GawMTBxICGgKdCQcTWgMDCQNVBQYdAxUDIgIRBx0VAxUFTyYCCQcTOQMFAyoCFQYXAxcDLgIXBhcDBQMyAg0GGwMDAzYCAwMLMwMBBQYLAwMDPgIZBgsDAwU6AkICCQcTNQMFAyoCFQYXAxcDSgIXBhcDBQNOAg0GGwMDA1ICAwMpMQMBBQYpAwMDWgIvBikDAwVWAl4CMQZvAwMFRgJiAgMDB7UDBwMDBwkDBwMDBwkDBxMGBwMRCRFqAm4CcgIHBgcDAwN2AgcGBwMRA2YCHwUHcQt+AhFqAm4CcgIDAxG3AwcDAxEJAwcDAxEJAwcTBhEDEQkPggKGAooCBwYRAwMDjgIDAyUxAwEFBiUDAwOWAikHJS8DAwWSApoCDQYbAwUDngIDAwszAwEFBgsDAwOmAhkGCwMDBZICqgINBhsDBQOuAgkHEzUDBQNLCQcTOQMFA0sRBx0VAwUFogK2AgMDHzsDCxsHHz0DCwW+AsICBwYZAwkDxgIDAydZAw0FBicDCQPOAh0HJxUDCQXSAsoCEQcdFQMFBbICugIDAx87AwsbBx89AwsF2gLeAgcGGQMJA+ICHQdlFQMJBdYC5gIDA2dmAwMBBQY/Ax0D7gIrBz9pAyUFV/ICBwYZAwkD6gIFBhkDEwP6Ai0GawMTB/YC/gIeAgkHE24DAwkDVQUGHQMVAwYDEQcdFQMVBU8KAwkHEzkDBQMOAxUGFwMXAxIDFwYXAwUDFgMNBhsDAwMaAwMDCzMDAQUGCwMDAyIDGQYLAwMFHgMmAwkHEzUDBQMOAxUGFwMXAy4DFwYXAwUDMgMNBhsDAwM2AwMDKTEDAQUGKQMDAz4DLwYpAwMFOgNCAzEGbwMDBSoDRgMDAwe3AwcDAwcJAwcDAwcJAwcTBgcDEQkRTgNSA1YDBwYHAwMDWgMHBgcDEQNKAx8FB3ELYgMRTgNSA1YDAwMRuQMHAwMRCQMHAwMRCQMHEwYRAxEJD2YDagNuAwcGEQMDA3IDAwMlMQMBBQYlAwMDegMpByUvAwMFdgN+Aw0GGwMFA4IDAwMLMwMBBQYLAwMDigMZBgsDAwV2A44DDQYbAwUDkgMJBxM1AwUDSwkHEzkDBQNLEQcdFQMFBYYDmgMDAx87AwsbBx89AwsFogOmAwcGGQMJA6oDAwMnWQMNBQYnAwkDsgMdBycVAwkFtgOuAxEHHRUDBQWWA54DAwMfOwMLGwcfPQMLBb4DwgMHBhkDCQPGAx0HZRUDCQW6A8oDAwNnfgMDAQUGPwMdA9IDKwc/aQMlBVfWAwcGGQMJA84DBQYZAxMD3gMtBmsDEwfaA+IDAgMJBxOGAwMJA1UFBh0DFQPqAxEHHRUDFQVP7gMJBxM5AwUD8gMVBhcDFwP2AxcGFwMFA/oDDQYbAwMD/gMDAwszAwEFBgsDAwMGBBkGCwMDBQIECgQJBxM1AwUD8gMVBhcDFwMSBBcGFwMFAxYEDQYbAwMDGgQDAykxAwEFBikDAwMiBC8GKQMDBR4EJgQxBm8DAwUOBCoEAwMHuQMHAwMHCQMHAwMHCQMHEwYHAxEJETIENgQ6BAcGBwMDAz4EBwYHAxEDLgQfBQdxC0YEETIENgQ6BAMDcwkDBwMDcwkDBxMGcwMTBw1KBE4EHwVzmgMJ5gMNSgROBAMDAwUDAQMDAy0DASUHAy8DAQVWBFoEAwMDSwMBJxQDB1YEXgRiBAUDJ1MDAQM9BiMDBwN+BD8GIwMBBROCBAMDVwUDAQMDV4UDAUEGhwMBBYoEhgRDBokDAQWOBJIEAwNDQQMBMwZDAwEFfgSaBAMDRUEDATUGRQMBBX4EogQDA5dLAwELBw9NAxkFFaoEDwYPAxsDrgQDAw8FAwELBw9PAycHC5YEtgQDAw8FAwELBw91AykJEZ4EpgS+BA8GDwMrA8IEOQUPfwfGBLoEsgQ3AAMDAwMtAwEDAwMFAwEDAwMtAwElBwMvAwEFagRuBAMDA0sDAScUAwdqBHIEdgQFAydTAwEDPQYjAwcDfgQ/BiMDAQUTggQDA1cFAwEDA1eFAwFBBocDAQWKBIYEQwaJAwEFjgSSBAMDQ0EDATMGQwMBBX4EmgQDA0VBAwE1BkUDAQV+BKIEAwOdSwMBCwcNTQMZBRWqBA8GDQMbA64EAwMNBQMBCwcNTwMnBwuWBLYEAwMNBQMBCwcNdQMpCRGeBKYEvgQPBg0DKwPCBDsFDYEHsgTGBLoENwADAwMDLQMBIwABIREB6QcDBw8DAQEDAwEFAwEDAwEFAwEjBAEFAQMhEQHrBwMHDwMBAQMDAQUDAQMDAQUDASMEAQUBAyERAe0HAwcPAwEBAwMBBQMBAwMBBQMBIwQBBQEDBgMBBQEAAhn3CQsJCxELEQsJCxULDQkpKyUVFQ0HER8LLRkRCxMZDwkLVS0XGQlFIxUNF1UtER0LDSUTEykVHR0tIyEjKS0NCQslCxUhFxkZGQkdJRMdDREpEQ0TGRkZIx0hFRkZFRkbFxcRFxkVIxcvFxcbGRcnGSM7JSMfDw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aAB2ZWN0b3IAbW9kdWxlAGFyaXRoLmNvbnN0YW50AHZlY3Rvci5icm9hZGNhc3QAdmVjdG9yLnNoYXBlX2Nhc3QAdmVjdG9yLmV4dHJhY3Rfc3RyaWRlZF9zbGljZQB0cHUubWVtcmVmX3NsaWNlAHRwdS5iaXRjYXN0AHRwdS5tZW1yZWZfc3F1ZWV6ZQBhcml0aC5tdWxmAHZlY3Rvci5sb2FkAGFyaXRoLnRydW5jZgBhcml0aC5leHRmAGFyaXRoLmFuZGkAdmVjdG9yLm11bHRpX3JlZHVjdGlvbgBhcml0aC5hZGRmAHRwdS52ZWN0b3Jfc3RvcmUAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLmFkZGkAc2NmLmZvcgBhcml0aC5zaGxpAGFyaXRoLmNtcGkAYXJpdGguc2VsZWN0AGFyaXRoLnNocnVpAGFyaXRoLm9yaQBhcml0aC5yZW1zaQBhcml0aC5kaXZzaQBzY2YueWllbGQAdHB1LmVucXVldWVfZG1hAHRwdS53YWl0X2RtYTIAYXJpdGguaW5kZXhfY2FzdABtZW1yZWYubG9hZABhcml0aC5tYXhzaQBhcml0aC5taW5zaQB0cHUuaW90YQB2YWx1ZQBzdHJpZGVzAG9wZXJhbmRTZWdtZW50U2l6ZXMAb2Zmc2V0cwBzaXplcwBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHRyYW5zZm9ybV9pbmRpY2VzAHdpbmRvd19ib3VuZHMAYWRkAHRyYW5zZm9ybV8yAHRyYW5zZm9ybV8zAHRyYW5zZm9ybV81AGRtYV9zdGFydDoAc3RyaWN0X29yZGVyaW5nAGRtYV93YWl0OgBnZXQ6AGJyb2FkY2FzdF9pbl9kaW06AGFkZDoAZXE6AHN3YXA6AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fY29tYmluZV9ncmFkAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBkbWFfc3RhcnQAZG1hX3N0YXJ0L2RtYV9zdGFydABwcmlvcml0eQBkbWFfd2FpdABkbWFfd2FpdC9kbWFfd2FpdABzY2FuOgBzY2FuAG92ZXJmbG93RmxhZ3MAZ2V0L2dldABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYnJvYWRjYXN0X2luX2RpbQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0AZ2V0AHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZDoAYW5kAHNsaWNlOgBzbGljZS9zbGljZQBmYXN0bWF0aABtdWw6AG11bC9tdWwAcmVkdWNlX3N1bToAcmVkdWNlX3N1bS9yZWR1Y2Vfc3VtAGtpbmQAcmVkdWN0aW9uX2RpbXMAYWRkL2FkZABlcQBlcS9lcQBwcmVkaWNhdGUAc2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAHNoaWZ0X3JpZ2h0X2xvZ2ljYWw6AHNoaWZ0X3JpZ2h0X2xvZ2ljYWwAb3I6AG9yL29yAHN3YXAAc3dhcC9zd2FwAGppdDoAaml0AG1heDoAbWF4L21heABtaW46AG1pbi9taW4AcmVtOgByZW0AZGl2OgBkaXYA\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1008730112,\0A\22flops\22:603979776,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine_grad", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<512x512xi32>, tensor<262144x384xui32>, tensor<65536x768xf32>, tensor<65536x4xf32>) -> (tensor<262144x384xui32>, tensor<65536x4xf32>)
  %2 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<262144x384xui32>
  %3 = stablehlo.and %1#0, %2 : tensor<262144x384xui32>
  %4 = stablehlo.convert %3 : (tensor<262144x384xui32>) -> tensor<262144x384xui16>
  %5 = stablehlo.bitcast_convert %4 : (tensor<262144x384xui16>) -> tensor<262144x384xbf16>
  %6 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<262144x384xui32>
  %7 = stablehlo.shift_right_logical %1#0, %6 : tensor<262144x384xui32>
  %8 = stablehlo.convert %7 : (tensor<262144x384xui32>) -> tensor<262144x384xui16>
  %9 = stablehlo.bitcast_convert %8 : (tensor<262144x384xui16>) -> tensor<262144x384xbf16>
  %10 = stablehlo.concatenate %5, %9, dim = 1 : (tensor<262144x384xbf16>, tensor<262144x384xbf16>) -> tensor<262144x768xbf16>
  %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %12 = stablehlo.maximum %arg6, %11 : tensor<32xi32>
  %13 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum(%12) : (tensor<32xi32>) -> tensor<32xi32>
  %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %15 = stablehlo.minimum %13, %14 : tensor<32xi32>
  %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %17 = stablehlo.slice %15 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %18 = stablehlo.concatenate %16, %17, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %19 = stablehlo.slice %15 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %20 = stablehlo.reshape %19 : (tensor<1xi32>) -> tensor<i32>
  %21 = stablehlo.compare GT, %15, %18, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %22 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%18, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %23 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %24 = stablehlo.minimum %22, %23 : tensor<32xi32>
  %25 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %26 = stablehlo.subtract %15, %25 : tensor<32xi32>
  %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %28 = stablehlo.maximum %26, %27 : tensor<32xi32>
  %29 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%28, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %30 = stablehlo.subtract %29, %24 : tensor<32xi32>
  %31 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %32 = stablehlo.add %30, %31 : tensor<32xi32>
  %33 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_1(%21, %32, %c_4) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %34 = stablehlo.add %20, %c_2 : tensor<i32>
  %35 = stablehlo.subtract %34, %c_0 : tensor<i32>
  %36 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide_2(%35, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %37 = stablehlo.subtract %c_2, %36 : tensor<i32>
  %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %39 = stablehlo.concatenate %33, %38, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %40 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %41 = stablehlo.concatenate %24, %40, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %42 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_4(%39) : (tensor<33xi32>) -> tensor<33xi32>
  %43 = stablehlo.slice %42 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %44 = stablehlo.reshape %43 : (tensor<1xi32>) -> tensor<i32>
  %45 = stablehlo.iota dim = 0 : tensor<543xi32>
  %46 = stablehlo.subtract %44, %c_0 : tensor<i32>
  %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %48 = stablehlo.minimum %45, %47 : tensor<543xi32>
  %49 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %50 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %53 = stablehlo.compare LE, %51, %52, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %54 = stablehlo.convert %53 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %55 = stablehlo.reduce(%54 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %56 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %57 = stablehlo.compare LT, %55, %56, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %58 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %59 = stablehlo.add %55, %58 : tensor<543xi32>
  %60 = stablehlo.select %57, %59, %55 : tensor<543xi1>, tensor<543xi32>
  %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %62 = "stablehlo.gather"(%41, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %63 = stablehlo.add %62, %48 : tensor<543xi32>
  %64 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %65 = stablehlo.compare LT, %55, %64, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %66 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %67 = stablehlo.add %55, %66 : tensor<543xi32>
  %68 = stablehlo.select %65, %67, %55 : tensor<543xi1>, tensor<543xi32>
  %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %70 = "stablehlo.gather"(%42, %69) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %71 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %72 = stablehlo.compare LT, %55, %71, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %73 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %74 = stablehlo.add %55, %73 : tensor<543xi32>
  %75 = stablehlo.select %72, %74, %55 : tensor<543xi1>, tensor<543xi32>
  %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %77 = "stablehlo.gather"(%39, %76) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %78 = stablehlo.subtract %70, %77 : tensor<543xi32>
  %79 = stablehlo.subtract %63, %78 : tensor<543xi32>
  %80 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %81 = stablehlo.concatenate %18, %80, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %82 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %83 = stablehlo.concatenate %15, %82, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %84 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %85 = stablehlo.custom_call @tpu_custom_call(%55, %79, %81, %83, %84, %10, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFJCQEDBQcBAwkDNQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9A3oD4gItAfUHDxMPExcLDw8TDwsLCw8PE2WFCwsPDxMPExc3Dw8PCwsLCwsPCwsPExcXFxMLFxMLD0sLFwulC3MLCwsLCxcbC1MbC3MbC1MbGwsbDwsPEw8LDwsPDwsPDwsLDwsLDwsPCw8PCwsPCwsPCwsPCxMPDw8LEw8LDwsLCwULYWGRjU0HBVlZAW0TCxcLEwsXCxMLFxMLEwsbCyMXCxMLCxMLCxMLEw8TCwsTCwsLUwsTFx8LEwszCwsLGwsTEwsFAyoCAS0PBwsfGx8PGwcHHx8fJysnJx8/NzsjAjISHx1HmQMDDakd19kDAw2dHYYCigIFPx1Hqx1LsQMDG68d0dMFQQVDBUUdu70dy80DAxs9YWZmaW5lX21hcDwoZDApIC0+IChkMCk+AGFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVHBUkdtbcdTcEDAxvFHU3HAwPx/x1eAmICAweSAjmWApoCngKiAhEFABENFRENBQVLBU0FTw0nBVEdo6UFUwVVHevtHfMGAh02AjoCHWoCbgIDAw16Ah1bfgIFVx2uArICAwNhYwVZEQ0tAxFnaRdrb3FzO3U9GXd5/Xt9BVsBB/v5+Q0lYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFXSMNBzEBAAAAAAAAAB8CAAAAAAAAAQAAAAAAAAAFXwVhBWMFZQVnAQd/hYsDBSeBKYMJPyMNBSEAAgAAAAAAAAADAAAAAAAAAwUnhymJCUEjDQcxAQAAAAAAAAAAAgAAAAAAAAADAAAAAAAAAwUnjSmPCUMjDQUhAAIAAAAAAAAAAgAAAAAAAAMFF0UZPwMFF5UZQQ0pAwUXRRlDHZsBBWkRAQEDAw2hEQF9BWsdpwEFbREDAR2tAQVvEQ0JHbMBBXEFcx25AQV1BXcdvwEFeR3DAQV7EQ0BHckBBX0Ffx3PAQWBBYMd1QEFhQWHHdsBBYkDAw3fEQGBHUvjHeUBBYsDAw3pEQEFBY0d7wEFjwWRBZMjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8YXJiaXRyYXJ5PgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuY29yZV90eXBlPHRjPgAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AB0KAgEFlR0SAhYCBZcdGgIBBZkdIgImAgWbHSoCAQWdAwMNMgIRAQIQBZ8dPgIBBaEDA0YCSgIFoyMBAwkAAAAAHVICVgIFpR1aAgEFpwWpHWYCAQWrBa0dcgIBBa8DAxs7ExMBHYICAQWxBbMdjgIBBbUFtwW5IwEJIQEAAAABAAAAAgAAAAAAAAAFuyMBAQEDAw2qAiULCQAAAAAFvR22AgEFvwMHvgLeAsICOcYCOQXBBcMFxQMDzgICAgXHHVvWAh3aAgEFySN0cHUuZG90X2RpbWVuc2lvbl9udW1iZXJzPFsxXSwgWzFdLCBbMF0sIFswXSwgWzAsIDAsIDEsIDBdLCBbXSwgW10+AAECAgMBCRf3A/oQASMX9wOFASMnBQIQAhATAQIEF/cDBQEjBwsnBQIQAhABJwUCEAIQBScFAhACEBEX9QUCEAIYESUX9QcFAhACGBFtF/UFAhACEBElF/UFAhACEBMlJwUCEAIYEQUZAQEBBwcJCQ8bHR8hAQURAQEBBwcJCQ8FAQEFEQEBAQcHCQkPBwEBAScHBQIQAhgRBCoQBQERAV8HAwEREREBZQcDR28ZAQEBAQEBBwEHAQkBCQEPARsBHQEfASEBAwMPBQMDBwYPAwEFDxkFBxETAwUFAxsJBgMDAwMDBwYDAwEFBx8DAy0JAwEFBzEvAwUFBSMXBh8DBQUdJRkGFQMBAycDAwcJAwEFBwchAwUFKSsbFAcDLQkDCx0DA9ICVwMTDwZZAwsDRwMDCwUDAwMDCwUDAwsGCwMLBxdLTR0FCzcJSRdLTQ0ABwMBBQ0ABwMD4d0DAQUHERMDBQUhLxcGHwMFBR0xGQYVAwEDMwMDBwkDAQUHByEDBQU1NxsUBwM5CQMjTQMDAwUDAwMDAwUDAwsGAwMLBxdHSQMDAwUDAwMDAwUDAwsGAwMjBxFNTwMDAwUDAwMDAwUDAwMDAwUDAwsGAwMrCRNTVVcxBgMDIwNZAwNdpgIDCzMHXboCAwsHUVtdNQc1ygIDCwVLXwMDCwUDAwMDCwUDAwsGCwMLBxdjZR0FCzcJYRdjZQ0ABwMBBQ0ABwMDLQkDAQUHMS8DBQUFOxcGHwMFBR09GQYVAwEDPwMDBwkDAQUHByEDBQVBQxsUBwNFCQNXtQMDLQkDAQUHMS8DBQUDRwMDT+cDASEHTzMDAQUDSwMDUQkDASMGUQMBBU1PCQYDAwMDUQcGAwMBBQlTCQYDAwMDAwcGAwMBBQlXBQcOAiEDBQVVWSUGHgIDBQVJWwkGAwMDAwMHBgMDAQUJXwMDUy4CAwEnB1MzAwEFYWMpA04CQgIDFQ8GNQMVA2UrBzUzAxUFaWcJBgMDAwMhBwYDAwEFC20PBlUDFQNvBQdVdgIDFwVrcQkGAwMDAyEHBgMDAQUNdQ8GEQMVA3cFBxETAxcFa3kXBh8DFwVzewMDAwUDAwMDAwUDAwsGAwMZBxV/gS0GFQMLA4MDAytXAxMPBlkDCwOHFQYdAwsHXYmFAwMDBQMDAwMDBQMDCwYDAwsHF42PFQYdAwsHfZGLLwYVAxkDkwMDCwUDAwMDCwUDAwsGCwMZBxWXmR0FCzcJlRWXmQ0ABwMBBQ0ABxMAARERAZEHAyEnEQEBAQEBAQcBBwEJAQkBDwEJBgMDAwMDBwYDAwEFCREDAw8FAwMHBg8DAQUPFQUHERMDBQUDFwMDKwkDARUGHQMBBxkFGwMDAQkDARMEAQUTHRERAZMHAyUvEQEBAQEBAQcBBwEJAQkBDwEJBgMDAwMDBwYDAwEFBxEDA0mfAwEfBkkDAQUTFQMDDwUDAwcGDwMBBQ8ZBQcREwMFBQMbAwMrCQMBFQYdAwEHHQUfAwMBCQMBEwQBBxcBIRERAZcHAxcTEQEBAQEBAQcBBwEJAQkBDwEJBgMDAwMDBwYDAwEFCREDAwEJAwETBAEFEwEGAwEFAQCqEssjEx0dJTEbESkJFQ1FDQkRCxUNFwkLDQkNCQkLHQkLBwsNVS0RCw0HJRUJCw0JCQsRHR0bIyEjKS0lCQkLGRkZHSUVEx0NFxclGxcXExcVGRcZIw8ZFxsZFSMVGSMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IubG9hZABzY2YueWllbGQAdmVjdG9yLmJyb2FkY2FzdABmdW5jLmZ1bmMAZnVuYy5yZXR1cm4AYXJpdGguc2VsZWN0AGFyaXRoLmFuZGkAYXJpdGguZXh0dWkAc2NmLmlmAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGgubWluc2kAYXJpdGguc3ViaQBhcml0aC5tYXhzaQBhcml0aC5vcmkAYXJpdGgubXVsaQB0cHUuaW90YQBhcml0aC5hZGRpAGFyaXRoLmV4dGYAYXJpdGgudHJ1bmNmAHZlY3Rvci5zaGFwZV9jYXN0AHRwdS5tYXRtdWwAYXJpdGguYWRkZgB2YWx1ZQBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHByZWRpY2F0ZQB0cmFuc2Zvcm1faW5kaWNlcwB3aW5kb3dfYm91bmRzAHRyYW5zZm9ybV8wAHRyYW5zZm9ybV8xAHRyYW5zZm9ybV8yAGdldDoAbHQ6AGVxOgBicm9hZGNhc3RfaW5fZGltOgBzdGFibGVfbW9zYWljLnZlcnNpb24AZGltZW5zaW9uX3NlbWFudGljcwBpdGVyYXRpb25fYm91bmRzAHNjYWxhcl9wcmVmZXRjaABzY3JhdGNoX29wZXJhbmRzAG5hbXRyYWluX2dtbQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAZ2V0L2dldABtaW46AG1pbgBnZXQAbHQvbHQAaml0OgBqaXQAc2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAGVxAGVxL2VxAGFuZDoAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABsdABzdWI6AHN1YgBvdmVyZmxvd0ZsYWdzAG1heDoAbWF4AG5lOgBuZS9uZQBvcjoAb3Ivb3IAbXVsOgBtdWwAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYWRkOgBhZGQvYWRkAGdlOgBnZS9nZQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac3dhcDoAc3dhcC9zd2FwAGFkZABvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX3JocwBmYXN0bWF0aABicm9hZGNhc3RfaW5fZGltAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:696254464,\0A\22flops\22:218640678912,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x768xbf16>, tensor<32x512x768xbf16>) -> tensor<262144x512xbf16>
  %86 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %87 = stablehlo.maximum %arg6, %86 : tensor<32xi32>
  %88 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum(%87) : (tensor<32xi32>) -> tensor<32xi32>
  %89 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %90 = stablehlo.minimum %88, %89 : tensor<32xi32>
  %91 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %92 = stablehlo.slice %90 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %93 = stablehlo.concatenate %91, %92, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %94 = stablehlo.slice %90 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
  %96 = stablehlo.compare GT, %90, %93, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %97 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%93, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %98 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %99 = stablehlo.minimum %97, %98 : tensor<32xi32>
  %100 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %101 = stablehlo.subtract %90, %100 : tensor<32xi32>
  %102 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %103 = stablehlo.maximum %101, %102 : tensor<32xi32>
  %104 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%103, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %105 = stablehlo.subtract %104, %99 : tensor<32xi32>
  %106 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %107 = stablehlo.add %105, %106 : tensor<32xi32>
  %108 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_1(%96, %107, %c_0) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %109 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %110 = stablehlo.concatenate %108, %109, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %111 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %112 = stablehlo.concatenate %99, %111, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %113 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_4(%110) : (tensor<33xi32>) -> tensor<33xi32>
  %114 = stablehlo.slice %113 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %115 = stablehlo.reshape %114 : (tensor<1xi32>) -> tensor<i32>
  %116 = stablehlo.iota dim = 0 : tensor<543xi32>
  %117 = stablehlo.subtract %115, %c_0 : tensor<i32>
  %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %119 = stablehlo.minimum %116, %118 : tensor<543xi32>
  %120 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %121 = stablehlo.broadcast_in_dim %119, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %124 = stablehlo.compare LE, %122, %123, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %125 = stablehlo.convert %124 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %126 = stablehlo.reduce(%125 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %128 = stablehlo.compare LT, %126, %127, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %129 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %130 = stablehlo.add %126, %129 : tensor<543xi32>
  %131 = stablehlo.select %128, %130, %126 : tensor<543xi1>, tensor<543xi32>
  %132 = stablehlo.broadcast_in_dim %131, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %133 = "stablehlo.gather"(%112, %132) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %134 = stablehlo.add %133, %119 : tensor<543xi32>
  %135 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %136 = stablehlo.compare LT, %126, %135, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %137 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %138 = stablehlo.add %126, %137 : tensor<543xi32>
  %139 = stablehlo.select %136, %138, %126 : tensor<543xi1>, tensor<543xi32>
  %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %141 = "stablehlo.gather"(%113, %140) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %142 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %143 = stablehlo.compare LT, %126, %142, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %144 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %145 = stablehlo.add %126, %144 : tensor<543xi32>
  %146 = stablehlo.select %143, %145, %126 : tensor<543xi1>, tensor<543xi32>
  %147 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %148 = "stablehlo.gather"(%110, %147) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %149 = stablehlo.subtract %141, %148 : tensor<543xi32>
  %150 = stablehlo.subtract %134, %149 : tensor<543xi32>
  %151 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %152 = stablehlo.concatenate %93, %151, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %153 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %154 = stablehlo.concatenate %90, %153, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %155 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %156 = stablehlo.custom_call @tpu_custom_call(%126, %150, %152, %154, %155, %arg4, %10) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFHCQEDBQcBAwkDMwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTsDjgPuAjEB9QcPExcXEwsTCw8TFxMLCw8PFw8XF2WFCwsTEwsTEw8PCwsLCwsLEw8PDw8PCw8LCxMXGxcTFwsXFycTCw9LCxcLpQtzCwsLCwsXGwtTGwtTGwtzGxsbCw8LDw8PCw8LDwsPDwsPDwsPCw8LCwsPCwsPCwsPCw8TEwsTBQthYY2RTQcFWVkBcwsLEwsLEwsLEwsXDxcLEwsLEwsnUxMLEwsLIwsTCxMLCxMLDxMLEwsLEwsXHwsTCzMLCwsbC1MXDwUDKgIBMQ8HCx8bDwcfGx8fHwcfHx8nJysnIz83OwIKEx8dSa8DAw21HSICJgIdRgJKAgMDDbMFPQMD1/8FPx29vwMDET8dCgIOAh1ZfgIFQQVDHUm3HdHTHRYCGgIRBQAdXgJiAh2GAooCYWZmaW5lX21hcDwoZDApIC0+IChkMCk+AGFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVFBUcDAxG7AwMNzwVJHW2WAh1tngIRCxURCwUFSwVNBU8NLQVRBVMDAxHJHUvLHdnbHd/hHeXnHVnrBVUd8fMFVwVZIwEBAQMDDVoCAwNqAm4CHXICdgIDAxE9AwMNkgIFWx2mAqoCHboCvgIDBzclXd4CX2EDA3d5BV0RCy0DEX1/G4GFh4k9iz8djY/9kZMFXwEH+fn7DSthZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVhIwsHMQEAAAAAAAAAAQAAAAAAAAAfAgAAAAAAAAVjBWUFZwVpBWsBB5WboQMFL5cxmQlBIwsFIQACAAAAAAAAAAIAAAAAAAADBS+dMZ8JQyMLBSEAAgAAAAAAAAADAAAAAAAAAwUvozGlCUUjCwcxAQAAAAAAAAAAAgAAAAAAAAADAAAAAAAAAwUbRx1BAwUbRx1DAwUbrR1FDS8dsQEFbREBAREDAR25AQVvEQsJBXEdwQEFcx1LxR3HAQV1EQsBHc0BBXcRAQUFeR3VAQV7BX0Ffx3dAQWBBYMd4wEFhQWHHekBBYkdNwEDAw3vEQHyEAWLHQYCASN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5jb3JlX3R5cGU8dGM+ACNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4ABY0Fjx0SAgEFkQWTHR4CAQWVBZcdKgIBBZkDAxEyAhELER06Aj4CBZsdQgIBBZ0Fnx1OAgEFoQMHNyVdVgJfYSMBCSEBAAAAAQAAAAMAAAAAAAAAEQECEAWjHWYCAQWlBacjAQMJAAAAAAWpHXoCAQWrHYICAQWtBa8djgIBBbETDQEdmgIBBbMdogIBBbUFtx2uAgEFuQMDDbYCJQ8JAAAAAAW7HcICAQW9AwfKAuoCzgIl0gIlBb8FwQXDAwPaAgICBcUjAQkhAQAAAAEAAAACAAAAAAAAAAMDDeYCExkBI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzBdLCBbMF0sIFsxXSwgWzFdLCBbMCwgMSwgMSwgMV0sIFtdLCBbXT4AAQICAwEJF/cD+hABKxf3A4UBKwECBAcnBQIQAhgZF/cDBQErJwUCEAIYDScFAhACEAEnBQIQAhgBCycFAhACEA0nBQIQAhAFJwUCEAIYBRf1BQIQAhANLRf1BQIQAhgNLRf1BwUCEAIYDYMX9QUCEAIYGS0nBwUCEAIYDQUZAQEBBwcJCREhIyUnAQURAQEBBwcJCREFAQEFEQEBAQcHCQkRBwEBAQTKEAUBEQF1BwMBERMRAXsHA3PHGQEBAQEBAQcBBwEJAQkBEQEhASMBJQEnAQMDHwUDAwcGHwMBBQ8ZBQcTMwMFBQUbCQYDAwMDBQcGAwMBBQcfAwPDCwMBBQdPTQMFBQUjAwMhNQMBHwchDwMBBQUnAwNRCwMBKwZRAwEFKSsJBgMDAwMtBwYDAwEFBy8FB1MVAwUFMSEhBlUDBQUlMwMDHwUDAwcGHwMBBQ83AwMhNQMBHwchDwMBBTk7BQdPTQMFBQU9AwNXNQMBFwdXDwMBBQVBAwNb7QMBLQZbAwEFQ0UJBgMDAwNHBwYDAwEFB0kFB1MVAwUFSyEhBlUDBQU/TQkGAwMDAyEHBgMDAQULUQkGAwMDAyEHBgMDAQUNVREGFwMFBR01GQYjAwEDWQMDBwsDAQUHBxUDBQVbXRsUBwNfCQMLHQMDOeICAxkLBjsDDwNzAwMJBQMDAwMJBQMDDQYJAw8HF3d5HQUJcwl1F3d5DwAHAwEFDwAHBQc2Ai4CAwUFV1MRBhcDBQUdYRkGIwMBA2MDAwcLAwEFBwcVAwUFZWcbFAcDaQkDW70DAwMFAwMDAwMFAwMNBgMDDwcXc3UDAwMFAwMDAwMFAwMNBgMDGwcReXsJBgMDAwMFBwYDAwEFCX8DAydjAwElBycPAwEFgYMnA2dlAxULBhkDFQOFFwcZDwMVBYmHCwYpAxUDUwUHKWkDHQWLjQsGEwMVA1cFBxMzAx0Fi5ERBhcDHQWPkwMDOWsDDQsGOwMbA5cpBm8DGweVfZkDAwMFAwMDAwMFAwMNBgMDEwcTnZ8JBgMDAwMFBwYDAwEFCaMDAydjAwElBycPAwEFpacnA2dlAxcLBhkDFwOpFwcZDwMXBa2rCwYpAxcDUwUHKWkDHwWvsQsGEwMXA1cFBxMzAx8Fr7URBhcDHwWztwMDOWsDDQsGOwMTA7spBm8DEwe5ob0DA3GyAgMPMQdxxgIDDwebv8EzBxnWAgMPBXfDAwMJBQMDAwMJBQMDDQYJAw8HF8fJHQUJcwnFF8fJDwAHAwEFDwAHEQYXAwUFHU8ZBiMDAQNrAwMHCwMBBQcHFQMFBW1vGxQHA3EJAxUxAwMDBQMDAwMDBQMDDQYDAw8HF3N1LwYjAxMDdwMDCQUDAwMDCQUDAwMDCQUDAw0GCQMpCRV7fX8jBgkDEwOBIwYJAykDeR0FCVICC4UVe31/DwAHAwEFDwAHFQABExEBpwcDFxMRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwUHBgMDAQUJEQMDAQsDARUEAQUTARMRAakHAxcTEQEBAQEBAQcBBwEJAQkBEQEJBgMDAwMFBwYDAwEFCREDAwELAwEVBAEFEwMTEQGrBwMXExEBAQEBAQEHAQcBCQEJAREBCQYDAwMDBQcGAwMBBQcRAwMBCwMBFQQBBxMBAwYDAQUBAHISxxMdHSUxGyUVRSMNCREVDRcJCxUNDQkLDVUtEQsJCw0JDQkJCx0JCw0HDQkJER0dHSMhIyktJREpCwkLGRkZCR0lEx0VDRcXGxkZGxMXJRUXIw8ZFxkVFxUZIyMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IuYnJvYWRjYXN0AHZlY3Rvci5sb2FkAHNjZi55aWVsZABhcml0aC5hbmRpAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5hZGRpAGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLnN1YmkAYXJpdGgub3JpAHZlY3Rvci5zaGFwZV9jYXN0AGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguc2VsZWN0AGFyaXRoLm1heHNpAGFyaXRoLm1pbnNpAGFyaXRoLnRydW5jZgB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAcHJlZGljYXRlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBhZGQAdHJhbnNmb3JtXzAAdHJhbnNmb3JtXzEAdHJhbnNmb3JtXzIAZ2V0OgBlcToAYWRkOgBvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAYnJvYWRjYXN0X2luX2RpbToAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl90Z21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AGdldABsdDoAbHQvbHQAZXEAZXEvZXEAc3ViOgBzdWIAb3ZlcmZsb3dGbGFncwBtYXg6AG1heABuZToAbmUvbmUAb3I6AG9yL29yAG1pbjoAbWluAGFuZDoAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABndDoAZ3QvZ3QAc3dhcDoAc3dhcC9zd2FwAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZC9hZGQAZ2U6AGdlL2dlAGJyb2FkY2FzdF9pbl9kaW0AYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBkb3RfZ2VuZXJhbDoAZG90X2dlbmVyYWwvZG90X2dlbmVyYWwAZGltZW5zaW9uX251bWJlcnMAdHJhbnNwb3NlX2xocwB0cmFuc3Bvc2VfcmhzAGZhc3RtYXRoAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:736886784,\0A\22flops\22:218640678912,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x512xbf16>, tensor<262144x768xbf16>) -> tensor<32x512x768xbf16>
  return %85, %156, %1#1 : tensor<262144x512xbf16>, tensor<32x512x768xbf16>, tensor<65536x4xf32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_0(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_0(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  return %1 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
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
  %14 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
  return %14 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_1(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
  return %2 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_4(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_5(%arg0) : (tensor<33xi32>) -> tensor<33xi32>
  return %0 : tensor<33xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_5(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[32, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 33>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<33xi32>, tensor<i32>) -> tensor<33xi32>
  return %1 : tensor<33xi32>
}
