"""Array backend: JAX when it is installed (accelerated solvers), NumPy otherwise."""
try:
    import jax

    jax.config.update("jax_enable_x64", True)
    import jax.numpy as xp

    JAX_ENABLED = True
except ImportError:  # pragma: no cover
    import numpy as xp

    JAX_ENABLED = False

__all__ = ["xp", "JAX_ENABLED"]
