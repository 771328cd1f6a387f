"""Calorimeter shower features."""
