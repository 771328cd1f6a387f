import jax.numpy as jnp


def peak_day(incidence):
    return int(jnp.argmax(incidence))


def attack_rate(susceptible, population):
    return float(1.0 - susceptible[-1] / population)
