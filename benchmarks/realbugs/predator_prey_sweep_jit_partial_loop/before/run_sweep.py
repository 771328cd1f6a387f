import jax.numpy as jnp

from popdyn.models import lotka_volterra
from popdyn.sweep import ParameterSweep


def parameter_grid(num=6):
    return [jnp.array([1.0, 0.1, 0.075, gamma]) for gamma in jnp.linspace(1.0, 2.0, num)]


def main():
    sweep = ParameterSweep(lotka_volterra, [10.0, 5.0], dt=0.01, num_steps=1500)
    return sweep, sweep.run(parameter_grid())


if __name__ == "__main__":
    _, peaks = main()
    print("peak predators", peaks)
