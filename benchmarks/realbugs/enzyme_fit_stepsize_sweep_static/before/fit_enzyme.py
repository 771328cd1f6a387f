import jax.numpy as jnp

from enzfit import GradientDescent, MichaelisMenten, StepsizeSweep

SUBSTRATE = jnp.array([0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0])
RATES = jnp.array([0.9, 1.6, 2.6, 3.6, 4.4, 4.9, 5.2])


def make_sweep():
    return StepsizeSweep(GradientDescent(MichaelisMenten().loss))


def main(sweep=None, stepsizes=(0.05, 0.1, 0.2)):
    sweep = sweep or make_sweep()
    return sweep(jnp.log(jnp.array([4.0, 2.0])), SUBSTRATE, RATES, stepsizes)


if __name__ == "__main__":
    loss, stepsize, params = main()
    print(f"best stepsize {stepsize}: loss {loss:.4f}, Vmax, Km = {jnp.exp(params)}")
