import jax.numpy as jnp

from kinetics.rates import ArrheniusRate
from kinetics.reactor import AdiabaticBatchReactor


def main():
    rate = ArrheniusRate(prefactor=1.0e7, exponent=0.0, activation_energy=8.0e4)
    reactor = AdiabaticBatchReactor(rate, heat_release=5.0e4, heat_capacity=100.0, dt=1e-3, num_steps=5000)
    return reactor.run(jnp.asarray(1.0), jnp.asarray(600.0))


if __name__ == "__main__":
    concentration, temperature, history = main()
    print(float(concentration), float(temperature))
