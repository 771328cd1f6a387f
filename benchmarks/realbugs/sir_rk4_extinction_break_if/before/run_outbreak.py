import jax.numpy as jnp

from epidemic.outbreak import final_size
from epidemic.sir import SIRParams


def main(population=10_000.0, initially_infected=10.0):
    state = jnp.array([population - initially_infected, initially_infected, 0.0])
    results = {}
    for r0 in (1.5, 2.5, 4.0):
        params = SIRParams(beta=r0 * 0.1, gamma=0.1)
        susceptible, infected, removed = final_size(state, params)
        results[r0] = float(removed) / population
        print(f"R0 = {r0}: {results[r0]:.1%} infected over the outbreak, {float(infected):.1f} still infected")
    return results


if __name__ == "__main__":
    main()
