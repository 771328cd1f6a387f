import jax
import jax.numpy as jnp

from oceanmix.density import drho_dS, drho_dT

EPSLN = 1e-20


@jax.jit
def isoneutral_slopes(temp, salt, dxt, dzw):
    dTdz = jnp.zeros_like(temp)
    dSdz = jnp.zeros_like(salt)
    dTdz = dTdz.at[:, :, :-1].set((temp[:, :, 1:] - temp[:, :, :-1]) / dzw[None, None, :-1])
    dSdz = dSdz.at[:, :, :-1].set((salt[:, :, 1:] - salt[:, :, :-1]) / dzw[None, None, :-1])
    dTdx = jnp.zeros_like(temp).at[:-1].set((temp[1:] - temp[:-1]) / dxt)
    dSdx = jnp.zeros_like(salt).at[:-1].set((salt[1:] - salt[:-1]) / dxt)
    drodz = drho_dT(temp, salt) * dTdz + drho_dS(temp, salt) * dSdz
    drodx = drho_dT(temp, salt) * dTdx + drho_dS(temp, salt) * dSdx
    return -drodx / jnp.minimum(drodz, -EPSLN)
