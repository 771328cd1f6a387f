import warnings

import jax
import jax.numpy as jnp

from carbsys import solve

SAMPLES = [
    {"alkalinity": 2300e-6, "dic": 2050e-6, "temperature": 288.15},
    {"alkalinity": 2250e-6, "dic": 2100e-6, "temperature": 298.15},
    {"alkalinity": 2400e-6, "dic": 2000e-6, "temperature": 278.15},
]


def main():
    solve_jit = jax.jit(solve)
    results = []
    for sample in SAMPLES:
        totals = {"alkalinity": jnp.asarray(sample["alkalinity"]), "dic": jnp.asarray(sample["dic"])}
        ph, converged = solve_jit(totals, jnp.asarray(sample["temperature"]))
        if not bool(converged):
            warnings.warn(f"pH solver did not converge for {sample}")
        results.append(float(ph))
    return results


if __name__ == "__main__":
    for ph in main():
        print(f"pH = {ph:.4f}")
