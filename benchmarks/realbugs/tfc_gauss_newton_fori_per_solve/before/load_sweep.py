import jax.numpy as jnp

from tfcfit.expansion import ConstrainedExpansion


class SineLoad:
    def __init__(self, amplitude):
        self.amplitude = amplitude

    def __call__(self, x):
        return self.amplitude * jnp.sin(jnp.pi * x)


def midpoint_deflection(expansion, amplitude):
    xi = expansion.solve(SineLoad(amplitude))
    return float(expansion.constrained(xi, jnp.array([0.5]))[0])


def main(expansion=None):
    expansion = expansion or ConstrainedExpansion()
    return expansion, [midpoint_deflection(expansion, a) for a in (0.5, 1.0, 2.0, 4.0)]


if __name__ == "__main__":
    print(main()[1])
