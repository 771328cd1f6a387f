from pinn.network import init_params, physics_loss

__all__ = ["init_params", "physics_loss"]
