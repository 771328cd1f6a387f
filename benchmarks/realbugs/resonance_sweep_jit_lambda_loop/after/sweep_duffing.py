import jax.numpy as jnp

from oscillators.duffing import DuffingParams
from oscillators.sweep import resonance_curve

PARAMS = DuffingParams(damping=0.2, stiffness=1.0, cubic=0.1, force=0.3)
OMEGAS = [0.6, 0.8, 1.0, 1.2, 1.4]


def main():
    return resonance_curve(jnp.array([0.1, 0.0]), OMEGAS, PARAMS)


if __name__ == "__main__":
    print(main())
