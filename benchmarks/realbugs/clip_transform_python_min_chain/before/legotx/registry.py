from legotx import transforms as T

OPTIMIZERS = {
    "adam": lambda cfg: T.chain(T.scale_by_adam(), T.scale_by_learning_rate(cfg["lr"])),
    "adamw_clipped": lambda cfg: T.chain(
        T.clip_by_global_norm(cfg["clip_norm"]),
        T.scale_by_adam(),
        T.add_decayed_weights(cfg["weight_decay"]),
        T.scale_by_learning_rate(cfg["lr"]),
    ),
}


def build_optimizer(cfg):
    return OPTIMIZERS[cfg["name"]](cfg)
