import jax
import jax.numpy as jnp

from eos import VanDerWaalsGas

CO2 = {"a": 0.3640, "b": 4.267e-5}


def main():
    gas = VanDerWaalsGas(**CO2)
    density = jax.jit(jax.vmap(gas.density, in_axes=(0, None)))
    pressures = jnp.linspace(1.0e5, 5.0e6, 8)
    return pressures, density(pressures, 320.0), gas


if __name__ == "__main__":
    pressures, rho, _ = main()
    for p, r in zip(pressures, rho):
        print(f"{float(p) / 1e5:8.1f} bar  {float(r):10.2f} mol/m^3")
