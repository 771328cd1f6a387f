"""Forward model of a jittered PSF; the jitter width is fit to an observed image."""

import equinox as eqx
import jax.numpy as np

from optics.detector import ApplyJitter


def airy_like(n=16):
    x = np.linspace(-1.0, 1.0, n)
    r2 = x[None, :] ** 2 + x[:, None] ** 2
    return np.exp(-r2 / 0.05)


@eqx.filter_jit
def loss(layer, psf, data):
    return np.sum((layer(psf) - data) ** 2)


def fit_sigma(steps=3):
    psf = airy_like()
    data = ApplyJitter(5, 0.1, 0.15)(psf)
    layer = ApplyJitter(5, 0.1, 0.3)
    for _ in range(steps):
        grads = eqx.filter_grad(loss)(layer, psf, data)
        layer = eqx.tree_at(lambda m: m.sigma, layer, layer.sigma - 0.01 * grads.sigma)
    return layer, loss(layer, psf, data)


if __name__ == "__main__":
    print(fit_sigma())
