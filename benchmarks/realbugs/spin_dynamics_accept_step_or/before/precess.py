"""Larmor precession of a classical spin about the z axis."""

import jax.numpy as jnp
import numpy as np

from spinsim import Integrator

FIELD = jnp.array([0.0, 0.0, 2.0])


def bloch_rhs(t, spin):
    return jnp.cross(FIELD, spin)


def main():
    integrator = Integrator(bloch_rhs, t0=0.0, y0=[1.0, 0.0, 0.0])
    spin = integrator.run_until(1.0)
    t = float(integrator.t)
    expected = np.array([np.cos(2.0 * t), np.sin(2.0 * t), 0.0])
    print(f"t = {t:.4f}, spin = {np.asarray(spin)}")
    assert np.allclose(np.asarray(spin), expected, atol=1e-3)


if __name__ == "__main__":
    main()
