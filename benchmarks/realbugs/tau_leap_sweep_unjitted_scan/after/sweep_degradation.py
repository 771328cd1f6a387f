import jax
import jax.numpy as jnp

from tauleap.problem import birth_death
from tauleap.simulate import simulate


def main(death_rates=(0.1, 0.2, 0.4), k_birth=5.0, T=40.0, seed=0):
    problem = birth_death()
    x0 = jnp.array([0], dtype=jnp.int32)
    key = jax.random.key(seed)
    means = {}
    for k_death in death_rates:
        key, sub = jax.random.split(key)
        params = {"k_birth": jnp.float32(k_birth), "k_death": jnp.float32(k_death)}
        times, states = simulate(problem, params, x0, sub, dt=1e-2, T=T, K=8)
        tail = states[states.shape[0] // 2:, 0]
        means[k_death] = float(jnp.mean(tail))
        print(f"k_death {k_death}: mean copies {means[k_death]:.1f} (expected {k_birth / k_death:.1f})")
    return problem, means


if __name__ == "__main__":
    main()
