import jax.numpy as jnp


def simulate_sir(beta, gamma, population, initial_infected, num_days):
    """Daily SIR compartments and incidence from a deterministic discrete-time model."""
    susceptible = jnp.zeros(num_days + 1).at[0].set(population - initial_infected)
    infected = jnp.zeros(num_days + 1).at[0].set(initial_infected)
    incidence = jnp.zeros(num_days)
    for day in range(num_days):
        new_infections = beta * susceptible[day] * infected[day] / population
        recoveries = gamma * infected[day]
        incidence[day] = new_infections  # expect: JXL301
        susceptible = susceptible.at[day + 1].set(susceptible[day] - new_infections)
        infected[day + 1] = infected[day] + new_infections - recoveries  # expect: JXL301
    return susceptible, infected, incidence
