import os
import tempfile

import jax
import jax.numpy as jnp

from tvrestore.denoiser import GradientDescentDenoiser
from tvrestore.logbook import ConvergenceLog


def phantom(n=48):
    """A piecewise-constant test image: a bright square on a dark background."""
    image = jnp.zeros((n, n))
    return image.at[n // 4: 3 * n // 4, n // 4: 3 * n // 4].set(1.0)


def main(n_iter=60, sigma=0.2, seed=0):
    clean = phantom()
    noisy = clean + sigma * jax.random.normal(jax.random.key(seed), clean.shape)
    log = ConvergenceLog(os.path.join(tempfile.mkdtemp(), "tv_energy.csv"))
    denoised = GradientDescentDenoiser(log, n_iter=n_iter).denoise(noisy)
    err_noisy = float(jnp.sqrt(jnp.mean((noisy - clean) ** 2)))
    err_denoised = float(jnp.sqrt(jnp.mean((denoised - clean) ** 2)))
    print(f"RMSE noisy {err_noisy:.3f} -> denoised {err_denoised:.3f}; {len(log.rows())} log rows")
    return err_noisy, err_denoised, log.rows()


if __name__ == "__main__":
    main()
