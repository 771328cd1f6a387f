from exopriors.priors import LogUniform, Uniform, joint_log_prior

__all__ = ["LogUniform", "Uniform", "joint_log_prior"]
