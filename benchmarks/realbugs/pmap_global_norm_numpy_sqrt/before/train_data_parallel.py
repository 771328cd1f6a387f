import jax

from dptrain.devices import replicate, shard, unreplicate
from dptrain.step import init_params, train_step


def make_batches(key, num_batches, batch_size=64, in_dim=16, num_classes=4):
    k_centers, k_rest = jax.random.split(key)
    centers = 2.0 * jax.random.normal(k_centers, (num_classes, in_dim))
    batches = []
    for k in jax.random.split(k_rest, num_batches):
        k_y, k_x = jax.random.split(k)
        y = jax.random.randint(k_y, (batch_size,), 0, num_classes)
        batches.append((centers[y] + jax.random.normal(k_x, (batch_size, in_dim)), y))
    return batches


def main(num_steps=100, learning_rate=0.1, max_grad_norm=1.0):
    print(f"training on {jax.local_device_count()} device(s)")
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    params = replicate(init_params(k_init))
    losses, norms = [], []
    for x, y in make_batches(k_data, num_steps):
        params, loss, grad_norm = train_step(params, *shard((x, y)), learning_rate, max_grad_norm)
        losses.append(float(loss[0]))
        norms.append(float(grad_norm[0]))
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}, last gradient norm {norms[-1]:.3f}")
    return unreplicate(params), losses, norms


if __name__ == "__main__":
    main()
