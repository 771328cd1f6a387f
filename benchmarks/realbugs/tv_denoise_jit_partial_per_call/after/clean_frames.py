import jax
import jax.numpy as jnp

from imaging.tv import TVDenoiser

DENOISER = TVDenoiser(weight=0.15)


def phantom(n=64):
    y, x = jnp.mgrid[0:n, 0:n] / n
    square = ((jnp.abs(x - 0.35) < 0.15) & (jnp.abs(y - 0.4) < 0.2)).astype(jnp.float32)
    disc = (((x - 0.7) ** 2 + (y - 0.65) ** 2) < 0.02).astype(jnp.float32)
    return square + 0.5 * disc


def noisy_frame(key, clean):
    return clean + 0.2 * jax.random.normal(key, clean.shape)


def main(n_frames=3):
    clean = phantom()
    errors = []
    for key in jax.random.split(jax.random.PRNGKey(1), n_frames):
        noisy = noisy_frame(key, clean)
        restored = DENOISER.denoise(noisy)
        errors.append((float(jnp.mean((noisy - clean) ** 2)), float(jnp.mean((restored - clean) ** 2))))
    print("mean squared error, noisy -> restored:", errors)
    return clean, errors
