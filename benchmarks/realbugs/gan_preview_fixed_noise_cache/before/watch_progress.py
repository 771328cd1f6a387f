import jax

from ganlab.trainer import GANTrainer


def main(epochs=3):
    trainer = GANTrainer(jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    grids = []
    for epoch in range(epochs):
        key, preview_key = jax.random.split(key)
        grids.append(trainer.preview(preview_key))
    return trainer, grids


if __name__ == "__main__":
    trainer, grids = main()
    print([g[0, 0] for g in grids])
