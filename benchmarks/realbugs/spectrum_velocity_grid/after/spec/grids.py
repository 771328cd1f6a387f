import numpy as np

C_KMS = 299792.458


def resolution_eslog(nus):
    return (len(nus) - 1) / np.log(nus[-1] / nus[0])


def velocity_grid(resolution, vmax):
    dv = C_KMS / resolution
    n_k = int(vmax / dv) + 1
    return dv * np.arange(-n_k, n_k + 1)
