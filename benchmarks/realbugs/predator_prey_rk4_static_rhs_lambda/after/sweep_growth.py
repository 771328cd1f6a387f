import jax.numpy as jnp

from ecology import lotka_volterra
from odekit import integrate


class GrowthRateSweep:
    """Peak predator population as a function of the prey growth rate."""

    def __init__(self, u0, t_end, n_steps):
        self.u0 = jnp.asarray(u0)
        self.t_end = t_end
        self.n_steps = n_steps

    def run(self, alphas):
        peaks = []
        for alpha in alphas:
            path = integrate(self.u0, lotka_volterra, (alpha,), self.n_steps, 0.0, self.t_end)
            peaks.append(float(path[:, 1].max()))
        return peaks


def main():
    sweep = GrowthRateSweep([10.0, 5.0], t_end=50.0, n_steps=2000)
    return sweep, sweep.run([0.8, 1.0, 1.2, 1.4])


if __name__ == "__main__":
    _, peaks = main()
    print("predator peaks:", [round(p, 2) for p in peaks])
