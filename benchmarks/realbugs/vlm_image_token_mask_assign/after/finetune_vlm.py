import jax
import jax.numpy as jnp

from tinyvlm.model import VLMConfig, init_params
from tinyvlm.train import make_train_step


def make_batch(key, config, batch_size=4, text_len=5):
    k_text, k_patches = jax.random.split(key)
    text = jax.random.randint(k_text, (batch_size, text_len), 1, config.vocab_size)
    image = jnp.full((batch_size, config.num_patches), config.image_token_id)
    input_ids = jnp.concatenate([text[:, :1], image, text[:, 1:]], axis=1)
    loss_mask = jnp.concatenate(
        [jnp.zeros((batch_size, 1 + config.num_patches)), jnp.ones((batch_size, text_len - 1))], axis=1)
    patches = jax.random.normal(k_patches, (batch_size, config.num_patches, config.patch_dim))
    labels = jnp.where(input_ids == config.image_token_id, config.pad_token_id, input_ids)
    return {"input_ids": input_ids, "labels": labels, "loss_mask": loss_mask, "patches": patches}


def main(steps=3):
    config = VLMConfig()
    key = jax.random.PRNGKey(0)
    params = init_params(key, config)
    train_step = make_train_step(config)
    losses = []
    for step_key in jax.random.split(key, steps):
        params, loss = train_step(params, make_batch(step_key, config))
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
