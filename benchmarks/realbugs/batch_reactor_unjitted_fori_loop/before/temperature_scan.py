import jax.numpy as jnp

from reactors.batch import simulate_batch
from reactors.kinetics import arrhenius

PREFACTORS = jnp.array([1.0e6, 5.0e5, 2.0e7])
ACTIVATION = jnp.array([5.0e4, 5.5e4, 6.5e4])
C0 = jnp.array([1.0, 0.0, 0.0])


def yield_of_b(temperature, t_end=600.0):
    k = arrhenius(PREFACTORS, ACTIVATION, temperature)
    return simulate_batch(C0, k, t_end)[1]


def main(temperatures=(300.0, 310.0, 320.0, 330.0, 340.0, 350.0)):
    yields = [float(yield_of_b(jnp.float32(T))) for T in temperatures]
    for T, y in zip(temperatures, yields):
        print(f"T = {T:.0f} K: B after 10 min {y:.3f} mol/L")
    return yields
