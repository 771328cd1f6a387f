from .noise import add_sensor_noise

__all__ = ["add_sensor_noise"]
