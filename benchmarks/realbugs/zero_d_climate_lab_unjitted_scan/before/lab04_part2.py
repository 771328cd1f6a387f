"""Part 2: equilibrium warming as a function of CO2 concentration."""
import jax.numpy as jnp

from support_code.zero_d import run_scenario

CO2_LEVELS = [280.0, 350.0, 420.0, 560.0, 700.0, 840.0, 1120.0]


def sensitivity_curve(levels=CO2_LEVELS):
    baseline = run_scenario(280.0)[-1]
    return [float(run_scenario(co2)[-1] - baseline) for co2 in levels]


def main():
    warming = sensitivity_curve()
    for co2, dT in zip(CO2_LEVELS, warming):
        print(f"CO2 {co2:6.0f} ppm: equilibrium warming {dT:5.2f} K")
    print("warming per doubling:", warming[3])
    return jnp.array(warming)


if __name__ == "__main__":
    main()
