import jax
import jax.numpy as jnp


def inventory_path(firm, x_init, keys):
    def update(x, key):
        x_next = firm.next_level(x, firm.demand(key))
        return x_next, x_next
    _, path = jax.lax.scan(update, jnp.float32(x_init), keys)
    return path


@jax.jit
def cross_section(firm, x_init, key, num_firms=500, sim_length=200):
    keys = jax.random.split(key, num_firms * sim_length).reshape(num_firms, sim_length, -1)
    paths = jax.vmap(inventory_path, in_axes=(None, None, 0))(firm, x_init, keys)
    return paths[:, -1]
