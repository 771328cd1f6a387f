import jax
import jax.numpy as jnp


def replicate(tree):
    """Copy a pytree once per local device (leading axis = device), as pmap expects its replicated inputs."""
    n_devices = jax.local_device_count()
    return jax.tree_util.tree_map(lambda x: jnp.broadcast_to(x, (n_devices, *x.shape)), tree)


def unreplicate(tree):
    return jax.tree_util.tree_map(lambda x: x[0], tree)


def shard(batch):
    """Split the leading (batch) axis of every array into (num_devices, per_device_batch, ...)."""
    n_devices = jax.local_device_count()

    def split(x):
        assert x.shape[0] % n_devices == 0, "the batch cannot be split evenly over the devices"
        return x.reshape(n_devices, x.shape[0] // n_devices, *x.shape[1:])

    return jax.tree_util.tree_map(split, batch)
