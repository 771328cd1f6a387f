import jax
import jax.numpy as jnp

from accum.fit import fit
from accum.model import init_mlp


def digit_like_batches(key, num_batches, micro_batch=16, dim=28, num_classes=10):
    """Noisy class templates standing in for flattened image rows."""
    k_templates, k_rest = jax.random.split(key)
    templates = jax.random.normal(k_templates, (num_classes, dim))
    batches = []
    for k in jax.random.split(k_rest, num_batches):
        k_label, k_noise = jax.random.split(k)
        label = jax.random.randint(k_label, (micro_batch,), 0, num_classes)
        image = templates[label] + 0.8 * jax.random.normal(k_noise, (micro_batch, dim))
        batches.append({"image": image, "label": label})
    return batches


def main(num_micro_batches=64, accum_steps=4):
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    batches = digit_like_batches(k_data, num_micro_batches)
    params, losses = fit(init_mlp(k_init), batches, accum_steps=accum_steps)
    first, last = jnp.mean(jnp.array(losses[:8])), jnp.mean(jnp.array(losses[-8:]))
    print(f"micro-batch loss {float(first):.3f} -> {float(last):.3f}")
    return params, batches, losses


if __name__ == "__main__":
    main()
