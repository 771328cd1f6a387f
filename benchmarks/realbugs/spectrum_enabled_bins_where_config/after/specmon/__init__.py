from specmon.monitor import enabled_energy

__all__ = ["enabled_energy"]
