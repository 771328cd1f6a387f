import jax.numpy as jnp
import numpy as np

C_KMS = 299792.458


def resolution_eslog(nus):
    return (len(nus) - 1) / jnp.log(nus[-1] / nus[0])


def velocity_grid(resolution, vmax):
    dv = C_KMS / resolution
    n_k = (vmax / dv) + 1
    n_k = n_k.astype(int)
    return dv * np.arange(-n_k, n_k + 1)  # expect: JXL401
