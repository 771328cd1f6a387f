import jax

from vitlite.schedules import LinearWarmup
from vitlite.trainer import Trainer


def main(steps=4, patch_dim=12, dim=8, classes=3):
    k1, k2, kp, kl = jax.random.split(jax.random.PRNGKey(0), 4)
    params = {
        "embed": 0.1 * jax.random.normal(k1, (patch_dim, dim)),
        "head": 0.1 * jax.random.normal(k2, (dim, classes)),
    }
    trainer = Trainer(params, LinearWarmup(init_lr=0.01, peak_lr=0.1, warmup_steps=3))
    patches = jax.random.normal(kp, (16, 4, patch_dim))
    labels = jax.random.randint(kl, (16,), 0, classes)
    return [trainer.train_batch(patches, labels) for _ in range(steps)]


if __name__ == "__main__":
    print(main())
