import jax.numpy as jnp

from diffode.inference import ParameterFit
from diffode.integrators import solve
from diffode.systems import DampedOscillator

TRUE_PARAMS = jnp.array([jnp.log(1.5), jnp.log(0.1)])


def main(steps=100):
    system = DampedOscillator()
    y0 = jnp.array([1.0, 0.0])
    t_span = (0.0, 2.0)
    observed = solve(system, y0, t_span, 0.05, TRUE_PARAMS)
    fit = ParameterFit(system, t_span)
    params, history = fit.run(jnp.array([0.2, jnp.log(0.2)]), y0, observed, steps)
    return params, history


if __name__ == "__main__":
    params, history = main()
    print("omega", float(jnp.exp(params[0])), "loss", history[-1])
