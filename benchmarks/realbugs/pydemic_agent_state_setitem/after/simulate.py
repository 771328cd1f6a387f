import jax

from pydemic.agents import populate
from pydemic.model import Pandemic


def main(n_agents=400, n_days=80):
    init_key, run_key = jax.random.split(jax.random.PRNGKey(3))
    model = Pandemic()
    state = populate(init_key, n_agents, model.nx, n_initial_infected=10)
    state, counts = model.run(state, run_key, n_days)
    susceptible, infected, immune, deceased = (int(c) for c in counts[-1])
    print(f"after {n_days} days: {susceptible} susceptible, {infected} ill, {immune} immune, {deceased} dead")
    return counts


if __name__ == "__main__":
    main()
