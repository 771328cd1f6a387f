import jax
import jax.numpy as jnp

from rfnet import LadderCircuit

CIRCUIT = LadderCircuit(3)
transmission = jax.jit(jax.vmap(CIRCUIT.transmission, in_axes=(0, None, None)))


def sweep(inductance=1e-9, capacitance=1e-12):
    freqs = jnp.linspace(1e9, 1e10, 16)
    return transmission(freqs, inductance, capacitance)


if __name__ == "__main__":
    print(sweep())
