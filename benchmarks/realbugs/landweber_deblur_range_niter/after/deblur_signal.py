import jax
import jax.numpy as jnp

from restore.blur import Deconvolution


def piecewise_signal(n=128):
    t = jnp.linspace(0.0, 1.0, n)
    return jnp.where(t < 0.3, 0.0, 1.0) - jnp.where(t > 0.6, 0.7, 0.0) + 0.5 * jnp.where(t > 0.8, 1.0, 0.0)


def main():
    truth = piecewise_signal()
    deconvolution = Deconvolution(truth.shape[0])
    blurred = deconvolution.A @ truth + 0.002 * jax.random.normal(jax.random.PRNGKey(2), truth.shape)
    restored = deconvolution(blurred, niter=1000)
    before, after = float(jnp.linalg.norm(blurred - truth)), float(jnp.linalg.norm(restored - truth))
    print(f"error blurred {before:.3f}, restored {after:.3f}")
    return before, after
